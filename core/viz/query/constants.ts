// Constants of superset-ui-core's query module (src/query/constants.ts).

/** The label of the legacy time column (`is_timeseries` queries). */
export const DTTM_ALIAS = '__timestamp';
export const NO_TIME_RANGE = 'No filter';

/** extra_form_data keys that override a query object's `extras`. */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS = ['relative_start', 'relative_end', 'time_grain_sqla'] as const;

/** extra_form_data keys appended, not overridden (filters and adhoc_filters are handled apart). */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

/** extra_form_data keys that override a query object's own keys, and the key they set. */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
} as const;

export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  ...Object.keys(EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS),
  ...EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS,
] as const;

/** Superset's QueryMode: the table chart's aggregate and raw-records modes. */
export const QueryMode = { aggregate: 'aggregate', raw: 'raw' } as const;
export type QueryMode = (typeof QueryMode)[keyof typeof QueryMode];
