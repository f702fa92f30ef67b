// `json_metadata` (reference §8.4) and the data mask (§8.6) as both sides read them.

/**
 * The data mask (reference §8.6) and `extra_form_data` are the viz SDK's own types: charts emit
 * data masks through `hooks.setDataMask`, and the dashboard hands each chart the merged
 * `extra_form_data` of the masks in its scope.
 */
export type { DataMask } from '../../../core/viz/plugin/chart-props.ts';
export type { ExtraFormData } from '../../../core/viz/query/query-types.ts';

/** Keys whose values are concatenated when masks merge; every other key: the last one wins. */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  'granularity',
  'granularity_sqla',
  'time_column',
  'time_grain',
  'time_range',
  'relative_start',
  'relative_end',
  'time_grain_sqla',
  'time_compare',
] as const;

export interface ChartCrossFilterConfig {
  id: number;
  crossFilters?: { scope: 'global' | { rootPath: string[]; excluded: number[] }; chartsInScope?: number[] };
}

/** `json_metadata` parsed. Keys the client does not know are kept as they are. */
export interface DashboardMetadata {
  color_scheme?: string;
  color_namespace?: string;
  color_scheme_domain?: string[];
  label_colors?: Record<string, string>;
  shared_label_colors?: string[] | Record<string, string>;
  map_label_colors?: Record<string, string>;
  expanded_slices?: Record<string, boolean>;
  refresh_frequency?: number;
  timed_refresh_immune_slices?: number[];
  stagger_refresh?: boolean;
  stagger_time?: number;
  cross_filters_enabled?: boolean;
  filter_bar_orientation?: 'VERTICAL' | 'HORIZONTAL';
  native_filter_configuration?: unknown[];
  chart_configuration?: Record<string, ChartCrossFilterConfig>;
  global_chart_configuration?: { scope: { rootPath: string[]; excluded: number[] }; chartsInScope?: number[] };
  default_filters?: string;
  filter_scopes?: Record<string, unknown>;
  positions?: unknown;
  [key: string]: unknown;
}
