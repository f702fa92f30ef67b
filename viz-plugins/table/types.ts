import type {
  ColorFormatter,
  ConditionalFormattingRule,
  DataRecord,
  DataRecordValue,
  GenericDataType,
  QueryFormData,
  QueryFormMetric,
} from '../../core/viz/index.ts';

/** One entry of `column_config` (Superset's ColumnConfig), keyed by column label. */
export interface TableColumnConfig {
  d3NumberFormat?: string;
  d3SmallNumberFormat?: string;
  d3TimeFormat?: string;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  truncateLongCells?: boolean;
  currencyFormat?: { symbol?: string; symbolPosition?: 'prefix' | 'suffix' };
}

export interface TableFormData extends QueryFormData {
  query_mode?: 'aggregate' | 'raw';
  percent_metrics?: QueryFormMetric[] | null;
  timeseries_limit_metric?: QueryFormMetric | QueryFormMetric[] | null;
  temporal_columns_lookup?: Record<string, boolean>;
  order_by_cols?: string[];
  server_pagination?: boolean;
  server_page_length?: number;
  show_totals?: boolean;
  percent_metric_calculation?: 'row_limit' | 'all_records';
  time_compare?: string[] | string;
  comparison_type?: string;
  start_date_offset?: string;
  table_timestamp_format?: string;
  page_length?: number | string | null;
  include_search?: boolean;
  show_cell_bars?: boolean;
  align_pn?: boolean;
  color_pn?: boolean;
  allow_rearrange_columns?: boolean;
  allow_render_html?: boolean;
  column_config?: Record<string, TableColumnConfig>;
  conditional_formatting?: ConditionalFormattingRule[];
}

export interface TableColumn {
  key: string;
  label: string;
  dataType: GenericDataType | undefined;
  isNumeric: boolean;
  isMetric: boolean;
  isPercentMetric: boolean;
  config: TableColumnConfig;
  format: (value: DataRecordValue) => string;
  /** The header a column sits under (time comparison: the metric over Main, #, △, %). */
  group?: string;
}

/** The table's own state (Superset's serverPaginationData / ownState). */
export interface TableOwnState {
  currentPage?: number;
  pageSize?: number;
  sortBy?: { key: string; desc: boolean }[];
  searchText?: string;
  searchColumn?: string;
}

export interface TableRenderProps {
  columns: TableColumn[];
  data: DataRecord[];
  totals?: DataRecord;
  rowCount: number;
  isRawRecords: boolean;
  /** Rows per page; 0 draws every row (windowed). */
  pageSize: number;
  serverPagination: boolean;
  ownState: TableOwnState;
  includeSearch: boolean;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  colorFormatters: ColorFormatter[];
  allowRearrangeColumns: boolean;
  /** Cells holding markup are drawn as (sanitised) HTML. */
  allowRenderHtml: boolean;
  /** Dimension columns a click cross-filters on (aggregate mode: the groupby labels). */
  crossFilterColumns: string[];
  /** Selected cross-filter values per column. */
  selected: Record<string, DataRecordValue[]>;
  timeGrain?: string;
}
