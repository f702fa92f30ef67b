import type { QueryFormData } from '../query/query-types.ts';
import type { ControlConfig, ControlPanelConfig, ControlSetRow, SharedControlName } from './control-panel.ts';
import { validateInteger, validateMaxValue, validateNonEmpty } from './validators.ts';

// The controls every chart names by string, as Superset's superset-ui-chart-controls
// shared-controls (sharedControls.tsx, dndControls.tsx) define them; constants of spec explore.md §9.

export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;
export const TIME_GRAIN_CHOICES: readonly (readonly [string, string])[] = [
  ['PT5S', '5 second'],
  ['PT30S', '30 second'],
  ['PT1M', 'Minute'],
  ['PT5M', '5 minute'],
  ['PT30M', '30 minute'],
  ['PT1H', 'Hour'],
  ['PT6H', '6 hour'],
  ['P1D', 'Day'],
  ['P7D', '7 day'],
  ['P1W', 'Week'],
  ['1969-12-28T00:00:00Z/P1W', 'Week starting Sunday'],
  ['P1W/1970-01-03T00:00:00Z', 'Week ending Saturday'],
  ['P1M', 'Month'],
  ['P3M', 'Quarter'],
  ['P1Y', 'Year'],
];
export const DEFAULT_ROW_LIMIT = 10000;
export const MAX_ROW_LIMIT = 100000;

const num = (values: readonly number[]) => values.map((v) => [v, String(v)] as const);

const SHARED: Partial<Record<SharedControlName, ControlConfig>> = {
  metrics: {
    name: 'metrics',
    type: 'DndMetricSelect',
    label: 'Metrics',
    multi: true,
    validators: [validateNonEmpty],
    description: 'Select one or many metrics to display.',
  },
  metric: {
    name: 'metric',
    type: 'DndMetricSelect',
    label: 'Metric',
    multi: false,
    validators: [validateNonEmpty],
    description: 'Metric',
  },
  metric_2: { name: 'metric_2', type: 'DndMetricSelect', label: 'Secondary metric', multi: false },
  secondary_metric: { name: 'secondary_metric', type: 'DndMetricSelect', label: 'Secondary metric', multi: false },
  percent_metrics: { name: 'percent_metrics', type: 'DndMetricSelect', label: 'Percentage metrics', multi: true },
  groupby: { name: 'groupby', type: 'DndColumnSelect', label: 'Dimensions', multi: true, default: [] },
  columns: { name: 'columns', type: 'DndColumnSelect', label: 'Dimensions', multi: true, default: [] },
  all_columns: { name: 'all_columns', type: 'DndColumnSelect', label: 'Columns', multi: true, default: [] },
  entity: { name: 'entity', type: 'DndColumnSelect', label: 'Entity', multi: false, validators: [validateNonEmpty] },
  series: { name: 'series', type: 'DndColumnSelect', label: 'Dimension', multi: false },
  x: { name: 'x', type: 'DndMetricSelect', label: 'X Axis', multi: false, validators: [validateNonEmpty] },
  y: { name: 'y', type: 'DndMetricSelect', label: 'Y Axis', multi: false, validators: [validateNonEmpty] },
  size: { name: 'size', type: 'DndMetricSelect', label: 'Bubble Size', multi: false, validators: [validateNonEmpty] },
  x_axis: {
    name: 'x_axis',
    type: 'DndColumnSelect',
    label: 'X-axis',
    multi: false,
    validators: [validateNonEmpty],
    temporalDefault: true,
  },
  time_grain_sqla: {
    name: 'time_grain_sqla',
    type: 'SelectControl',
    label: 'Time Grain',
    default: 'P1D',
    clearable: true,
    choices: TIME_GRAIN_CHOICES,
    description: 'The time granularity for the visualization.',
  },
  adhoc_filters: { name: 'adhoc_filters', type: 'DndFilterSelect', label: 'Filters', default: [] },
  row_limit: {
    name: 'row_limit',
    type: 'SelectControl',
    label: 'Row limit',
    freeForm: true,
    default: DEFAULT_ROW_LIMIT,
    choices: num(ROW_LIMIT_CHOICES),
    validators: [validateNonEmpty, validateInteger, validateMaxValue(MAX_ROW_LIMIT)],
    description:
      'Limits the number of the rows that are computed in the query that is the source of the data used for this chart.',
  },
  limit: {
    name: 'limit',
    type: 'SelectControl',
    label: 'Series limit',
    freeForm: true,
    clearable: true,
    choices: num(SERIES_LIMIT_CHOICES),
    validators: [validateInteger],
    description: 'Limits the number of series that get displayed.',
  },
  series_limit: {
    name: 'series_limit',
    type: 'SelectControl',
    label: 'Series limit',
    freeForm: true,
    clearable: true,
    choices: num(SERIES_LIMIT_CHOICES),
    validators: [validateInteger],
  },
  series_limit_metric: { name: 'series_limit_metric', type: 'DndMetricSelect', label: 'Sort by', multi: false },
  timeseries_limit_metric: { name: 'timeseries_limit_metric', type: 'DndMetricSelect', label: 'Sort by', multi: false },
  order_desc: { name: 'order_desc', type: 'CheckboxControl', label: 'Sort descending', default: true },
  color_scheme: {
    name: 'color_scheme',
    type: 'ColorSchemeControl',
    label: 'Color Scheme',
    default: 'supersetColors',
    renderTrigger: true,
    schemeKind: 'categorical',
  },
  linear_color_scheme: {
    name: 'linear_color_scheme',
    type: 'ColorSchemeControl',
    label: 'Linear Color Scheme',
    default: 'superset_seq_1',
    renderTrigger: true,
    schemeKind: 'sequential',
  },
  y_axis_format: {
    name: 'y_axis_format',
    type: 'SelectControl',
    label: 'Number format',
    freeForm: true,
    default: 'SMART_NUMBER',
    renderTrigger: true,
    choices: [
      ['SMART_NUMBER', 'Adaptive formatting'],
      ['~g', 'Original value'],
      [',d', ',d (12345.432 => 12,345)'],
      ['.1s', '.1s (12345.432 => 10k)'],
      ['.3s', '.3s (12345.432 => 12.3k)'],
      [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
      ['.2%', '.2% (12345.432 => 1234543.20%)'],
      [',.2f', ',.2f (12345.432 => 12,345.43)'],
      ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
    ],
  },
  x_axis_time_format: {
    name: 'x_axis_time_format',
    type: 'SelectControl',
    label: 'Time format',
    freeForm: true,
    default: 'smart_date',
    renderTrigger: true,
    choices: [
      ['smart_date', 'Adaptive formatting'],
      ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
      ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
      ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
      ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
      ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
    ],
  },
  currency_format: { name: 'currency_format', type: 'CurrencyControl', label: 'Currency format', renderTrigger: true },
  truncate_metric: { name: 'truncate_metric', type: 'CheckboxControl', label: 'Truncate Metric', default: true },
  show_empty_columns: {
    name: 'show_empty_columns',
    type: 'CheckboxControl',
    label: 'Show empty columns',
    default: true,
  },
  sort_by_metric: { name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', default: true },
  annotation_layers: {
    name: 'annotation_layers',
    type: 'AnnotationLayerControl',
    label: 'Annotation Layers',
    default: [],
  },
  time_compare: {
    name: 'time_compare',
    type: 'SelectControl',
    label: 'Time shift',
    multi: true,
    freeForm: true,
    default: [],
  },
  comparison_type: {
    name: 'comparison_type',
    type: 'SelectControl',
    label: 'Calculation type',
    default: 'values',
    choices: [
      ['values', 'Actual values'],
      ['difference', 'Difference'],
      ['percentage', 'Percentage change'],
      ['ratio', 'Ratio'],
    ],
  },
  rolling_type: {
    name: 'rolling_type',
    type: 'SelectControl',
    label: 'Rolling window',
    default: 'None',
    choices: [
      ['None', 'None'],
      ['mean', 'mean'],
      ['sum', 'sum'],
      ['std', 'std'],
      ['cumsum', 'cumsum'],
    ],
  },
  rolling_periods: { name: 'rolling_periods', type: 'TextControl', label: 'Periods', isInt: true },
  min_periods: { name: 'min_periods', type: 'TextControl', label: 'Min periods', isInt: true },
  resample_rule: {
    name: 'resample_rule',
    type: 'SelectControl',
    label: 'Rule',
    freeForm: true,
    clearable: true,
    choices: ['1T', '1H', '1D', '7D', '1M', '1AS'].map((v) => [v, v] as const),
  },
  resample_method: {
    name: 'resample_method',
    type: 'SelectControl',
    label: 'Fill method',
    clearable: true,
    choices: ['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum'].map((v) => [v, v] as const),
  },
  contributionMode: {
    name: 'contributionMode',
    type: 'SelectControl',
    label: 'Contribution Mode',
    clearable: true,
    choices: [
      [null, 'None'],
      ['row', 'Row'],
      ['column', 'Series'],
    ],
  },
};

/** A shared control by its name (Superset's sharedControls), or undefined for one Loupe does not know. */
export function sharedControl(name: string): ControlConfig | undefined {
  return SHARED[name as SharedControlName];
}

/** One row of a panel with every string resolved to its shared control and the panel's overrides applied. */
export function resolveControlRow(
  row: ControlSetRow,
  overrides: ControlPanelConfig['controlOverrides'] = {},
): ControlConfig[] {
  const out: ControlConfig[] = [];
  for (const item of row) {
    if (!item) continue;
    const base = typeof item === 'string' ? sharedControl(item) : item;
    if (!base) continue;
    const override = overrides[base.name];
    out.push(override ? { ...base, ...override, name: base.name } : base);
  }
  return out;
}

/** Every control a panel shows, resolved, in order. */
export function panelControls(panel: ControlPanelConfig): ControlConfig[] {
  return panel.controlPanelSections.flatMap((s) =>
    s.controlSetRows.flatMap((row) => resolveControlRow(row, panel.controlOverrides)),
  );
}

/**
 * The form_data of a panel's controls: each value already set is kept, every missing one takes the
 * control's default (a function default gets the form_data so far), as Superset's getFormDataFromControls.
 */
export function applyControlDefaults(panel: ControlPanelConfig, formData: QueryFormData): QueryFormData {
  const out: QueryFormData = { ...formData };
  for (const control of panelControls(panel)) {
    if (out[control.name] !== undefined || control.default === undefined) continue;
    const value =
      typeof control.default === 'function' ? (control.default as (f: QueryFormData) => unknown)(out) : control.default;
    out[control.name] = value === undefined ? value : (JSON.parse(JSON.stringify(value)) as unknown);
  }
  return panel.formDataOverrides ? panel.formDataOverrides(out) : out;
}
