// Superset's plugin-chart-echarts/src/Pie/types.ts DEFAULT_FORM_DATA (with DEFAULT_LEGEND_FORM_DATA).
import type { LegendOrientation, LegendType } from '../../core/viz/index.ts';

export const PIE_DEFAULTS: {
  donut: boolean;
  innerRadius: number;
  outerRadius: number;
  label_line: boolean;
  labels_outside: boolean;
  label_type: string;
  number_format: string;
  date_format: string;
  show_labels: boolean;
  show_labels_threshold: number;
  show_legend: boolean;
  legendType: LegendType;
  legendOrientation: LegendOrientation;
  sort_by_metric: boolean;
} = {
  donut: false,
  innerRadius: 30,
  outerRadius: 70,
  label_line: false,
  labels_outside: true,
  label_type: 'key',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
  show_labels: true,
  show_labels_threshold: 5,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  sort_by_metric: true,
};
