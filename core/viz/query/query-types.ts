// Superset's form_data and query-context shapes on the client side (reference §3.2–3.4, §16).
// These are the wire types: a saved chart's `params` is a QueryFormData, unchanged.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A column reference: a physical column name, or an adhoc (SQL) column. */
export type QueryFormColumn = string | AdhocColumn;

export interface AdhocColumn {
  label?: string;
  sqlExpression: string;
  expressionType?: 'SQL';
  /** BASE_AXIS marks the x-axis of a time series; SERIES a dimension. */
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: string;
  isColumnReference?: boolean;
  optionName?: string;
  hasCustomLabel?: boolean;
}

export type AdhocMetricAggregate = 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM';

export interface AdhocMetricSimple {
  expressionType: 'SIMPLE';
  column: { column_name: string; type?: string | null; [key: string]: unknown };
  aggregate: AdhocMetricAggregate;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export interface AdhocMetricSql {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export type AdhocMetric = AdhocMetricSimple | AdhocMetricSql;

/** A saved metric's name, or an adhoc metric. */
export type QueryFormMetric = string | AdhocMetric;

export interface AdhocFilterSimple {
  expressionType: 'SIMPLE';
  clause: 'WHERE' | 'HAVING';
  subject: QueryFormColumn;
  operator: string;
  operatorId?: string;
  comparator?: JsonValue;
  isExtra?: boolean;
  filterOptionName?: string;
  [key: string]: unknown;
}

export interface AdhocFilterSql {
  expressionType: 'SQL';
  clause: 'WHERE' | 'HAVING';
  sqlExpression: string;
  isExtra?: boolean;
  filterOptionName?: string;
  [key: string]: unknown;
}

export type AdhocFilter = AdhocFilterSimple | AdhocFilterSql;

/** `filters[]` of a query object. */
export interface QueryObjectFilterClause {
  col: QueryFormColumn;
  op: string;
  val?: JsonValue;
  grain?: string;
  isExtra?: boolean;
}

/** What native filters and cross-filters hand a chart (reference §8.6). */
export interface ExtraFormData {
  filters?: QueryObjectFilterClause[];
  adhoc_filters?: AdhocFilter[];
  granularity?: string;
  granularity_sqla?: string;
  time_range?: string;
  time_column?: string;
  time_grain_sqla?: string;
  relative_start?: string;
  relative_end?: string;
  interactive_groupby?: string[];
  interactive_highlight?: string[];
  interactive_drilldown?: string[];
  custom_form_data?: Record<string, unknown>;
}

/** Superset's form_data: well-known keys typed, every other control free-form. */
export interface QueryFormData {
  datasource: string;
  viz_type: string;
  slice_id?: number;
  time_range?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  metrics?: QueryFormMetric[] | null;
  metric?: QueryFormMetric | null;
  groupby?: QueryFormColumn[] | null;
  columns?: QueryFormColumn[] | null;
  all_columns?: QueryFormColumn[] | null;
  adhoc_filters?: AdhocFilter[] | null;
  extra_form_data?: ExtraFormData;
  row_limit?: number | string | null;
  row_offset?: number | null;
  order_desc?: boolean;
  x_axis?: QueryFormColumn | null;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  shared_label_colors?: string[] | Record<string, string>;
  url_params?: Record<string, string>;
  [key: string]: unknown;
}

/** `post_processing[]` entries (reference §3.6). */
export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

export interface QueryObjectExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: string;
  relative_start?: string;
  relative_end?: string;
  instant_time_comparison_range?: string;
  [key: string]: unknown;
}

/** One query of a query context (reference §3.3). */
export interface QueryObject {
  annotation_layers?: unknown[];
  applied_time_extras?: Record<string, string>;
  columns?: QueryFormColumn[];
  metrics?: QueryFormMetric[] | undefined;
  orderby?: [QueryFormMetric | QueryFormColumn, boolean][];
  filters?: QueryObjectFilterClause[];
  extras?: QueryObjectExtras;
  granularity?: string;
  time_range?: string;
  since?: string;
  until?: string;
  row_limit?: number;
  row_offset?: number;
  order_desc?: boolean;
  is_timeseries?: boolean;
  is_rowcount?: boolean;
  series_columns?: QueryFormColumn[];
  series_limit?: number;
  series_limit_metric?: QueryFormMetric;
  timeseries_limit?: number;
  timeseries_limit_metric?: QueryFormMetric;
  time_offsets?: string[];
  post_processing?: (PostProcessingRule | null | undefined)[];
  url_params?: Record<string, string>;
  custom_params?: Record<string, unknown>;
  custom_form_data?: Record<string, unknown>;
  result_type?: string;
  [key: string]: unknown;
}

/** The body of POST /api/v1/chart/data (reference §3.2). */
export interface QueryContext {
  datasource: { id: number; type: string };
  force: boolean;
  queries: QueryObject[];
  form_data: QueryFormData;
  result_format: string;
  result_type: string;
}

/** GenericDataType of `coltypes`. */
export const GenericDataType = { Numeric: 0, String: 1, Temporal: 2, Boolean: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

export type DataRecordValue = number | string | boolean | null;
export type DataRecord = Record<string, DataRecordValue>;

/** One entry of the chart-data answer's `result[]` (reference §3.7). */
export interface ChartDataResult {
  data: DataRecord[];
  colnames: string[];
  coltypes: GenericDataType[];
  rowcount: number;
  sql_rowcount?: number;
  status?: string;
  error?: string | null;
  query?: string;
  from_dttm?: number | null;
  to_dttm?: number | null;
  label_map?: Record<string, string[]>;
  annotation_data?: Record<string, unknown>;
  applied_filters?: { column: string }[];
  rejected_filters?: { column: string; reason: string }[];
  /** Loupe's answer to a `downsample` request: the rows were thinned to what the chart can show. */
  downsampled?: { method: string; from_rows: number } | null;
  /**
   * Loupe's client only, when it read the answer as Arrow: one array a column (`rowcount` long,
   * temporal values epoch ms; a Float64Array when numeric and every value finite). `data` then
   * builds its row objects only when first read: a plugin that can take columns reads these.
   */
  columns?: Readonly<Record<string, Float64Array | readonly DataRecordValue[]>>;
  [key: string]: unknown;
}
