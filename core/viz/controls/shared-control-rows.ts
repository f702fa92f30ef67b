import type { ControlConfig, ControlSetRow } from './control-panel.ts';
import { D3_TIME_FORMAT_CHOICES } from './echarts-common-controls.ts';

// Control definitions several plugins declare word for word, kept once.

/**
 * sharedControls' `sort_by_metric` (superset-ui-chart-controls), on by default as the ECharts
 * categorical charts (Pie, Funnel, Gauge, Sunburst, Treemap) set it.
 */
export const sortByMetricControl: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  default: true,
  description: 'Whether to sort results by the selected metric in descending order.',
};

/** The NVD3-era `rich_tooltip` checkbox (legacy-preset-chart-nvd3 NVD3Controls richTooltip; Rose, Partition). */
export const richTooltipControl: ControlConfig = {
  name: 'rich_tooltip',
  type: 'CheckboxControl',
  label: 'Rich Tooltip',
  renderTrigger: true,
  default: true,
  description: 'The rich tooltip shows a list of all series for that point in time',
};

/** The NVD3-era `date_time_format` select (Rose, Partition): D3 time formats, free-form. */
export const dateTimeFormatControl: ControlConfig = {
  name: 'date_time_format',
  type: 'SelectControl',
  freeForm: true,
  label: 'Date Time Format',
  renderTrigger: true,
  default: 'smart_date',
  choices: D3_TIME_FORMAT_CHOICES,
  description: 'D3 time format syntax',
};

/**
 * The series rows of the legacy (NVD3-era) time-series query sections (Rose, Partition, Horizon):
 * metrics, filters, group by, series limit with its sort metric, descending.
 */
export const legacySeriesQueryRows: readonly ControlSetRow[] = [
  ['metrics'],
  ['adhoc_filters'],
  ['groupby'],
  ['limit', 'timeseries_limit_metric'],
  ['order_desc'],
];
