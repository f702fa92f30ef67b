import type { QueryFormData } from '../query/query-types.ts';

/**
 * The declarative control panel of a chart type (spec explore.md §2.7, §4.7, §5.1). Explore draws
 * it; nothing here renders. A control's `name` is its form_data key.
 */
export type ControlType =
  | 'TextControl'
  | 'TextAreaControl'
  | 'CheckboxControl'
  | 'SelectControl'
  | 'SliderControl'
  | 'ColorPickerControl'
  | 'ColorSchemeControl'
  | 'MetricsControl'
  | 'AdhocFilterControl'
  | 'DndColumnSelect'
  | 'DndMetricSelect'
  | 'DndFilterSelect'
  | 'TimeRangeControl'
  | 'BoundsControl'
  | 'CollectionControl'
  | 'AnnotationLayerControl'
  | 'ConditionalFormattingControl'
  | 'ColumnConfigControl'
  | 'CurrencyControl'
  | 'HiddenControl';

/** A validator returns an error message, or false when the value is fine. */
export type ControlValidator = (value: unknown, formData?: QueryFormData) => string | false;

export interface ControlState {
  value: unknown;
  formData: QueryFormData;
}

export interface ControlConfig {
  name: string;
  type: ControlType;
  label: string;
  description?: string;
  default?: unknown;
  /** Choices of a select: `[value, label]` pairs. */
  choices?: readonly (readonly [unknown, string])[];
  /** Free-form selects keep values that are not among the choices. */
  freeForm?: boolean;
  multi?: boolean;
  clearable?: boolean;
  /** Numeric controls: `isInt` or `isFloat` parse text input. */
  isInt?: boolean;
  isFloat?: boolean;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  /** Render the control only when this returns true; hidden controls reset to their default. */
  visibility?: (state: { formData: QueryFormData }) => boolean;
  /** A hidden control keeps its value when false (spec §4.7). */
  resetOnHide?: boolean;
  /** Whether a change redraws without a new query (formatting, colours). */
  renderTrigger?: boolean;
  validators?: readonly ControlValidator[];
  /** Single-value metric controls accept one metric (spec §4.6). */
  multiValue?: boolean;
  /** Anything else a control type needs (e.g. the colour scheme kind). */
  [key: string]: unknown;
}

/** A row holds up to a few controls side by side; a string names a shared control. */
export type ControlSetRow = readonly (ControlConfig | SharedControlName | null)[];

export interface ControlPanelSection {
  label: string;
  description?: string;
  expanded?: boolean;
  tabOverride?: 'data' | 'customize';
  controlSetRows: readonly ControlSetRow[];
}

export interface ControlPanelConfig {
  controlPanelSections: readonly ControlPanelSection[];
  /** Per-control overrides of shared controls (label, default…). */
  controlOverrides?: Record<string, Partial<ControlConfig>>;
  /** Adjusts form_data when the chart type is picked or the panel loads (Superset's formDataOverrides). */
  formDataOverrides?: (formData: QueryFormData) => QueryFormData;
}

/** The controls every chart shares, named as Superset names them (sharedControls). */
export type SharedControlName =
  | 'datasource'
  | 'viz_type'
  | 'metrics'
  | 'metric'
  | 'metric_2'
  | 'secondary_metric'
  | 'percent_metrics'
  | 'groupby'
  | 'columns'
  | 'all_columns'
  | 'x_axis'
  | 'time_grain_sqla'
  | 'adhoc_filters'
  | 'row_limit'
  | 'limit'
  | 'series_limit'
  | 'series_limit_metric'
  | 'timeseries_limit_metric'
  | 'order_desc'
  | 'color_scheme'
  | 'linear_color_scheme'
  | 'y_axis_format'
  | 'x_axis_time_format'
  | 'currency_format'
  | 'truncate_metric'
  | 'show_empty_columns'
  | 'sort_by_metric'
  | 'annotation_layers'
  | 'time_compare'
  | 'comparison_type'
  | 'rolling_type'
  | 'rolling_periods'
  | 'min_periods'
  | 'resample_rule'
  | 'resample_method'
  | 'contributionMode'
  | 'entity'
  | 'series'
  | 'size'
  | 'x'
  | 'y';
