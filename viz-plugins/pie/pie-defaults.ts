// Superset's plugin-chart-echarts/src/Pie/types.ts DEFAULT_FORM_DATA (with DEFAULT_LEGEND_FORM_DATA).
export const PIE_DEFAULTS = {
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
} as const;
