import type {
  ColorFormatter,
  ConditionalFormattingRule,
  QueryFormColumn,
  QueryFormData,
} from '../../core/viz/index.ts';
import type { Pivot, SortOrder } from './pivot-engine.ts';

export interface PivotTableFormData extends QueryFormData {
  groupbyRows?: QueryFormColumn[];
  groupbyColumns?: QueryFormColumn[];
  temporal_columns_lookup?: Record<string, boolean>;
  series_limit_metric?: QueryFormData['metric'];
  aggregateFunction?: string;
  rowTotals?: boolean;
  colTotals?: boolean;
  rowSubTotals?: boolean;
  colSubTotals?: boolean;
  transposePivot?: boolean;
  combineMetric?: boolean;
  metricsLayout?: 'COLUMNS' | 'ROWS';
  rowOrder?: SortOrder;
  colOrder?: SortOrder;
  valueFormat?: string;
  date_format?: string;
  currency_format?: { symbol?: string; symbolPosition?: 'prefix' | 'suffix' };
  conditional_formatting?: ConditionalFormattingRule[];
}

export interface PivotRenderProps {
  pivot: Pivot;
  aggregateFunction: string;
  rowTotals: boolean;
  colTotals: boolean;
  /** Header text of a dimension value (dates formatted, metric labels verbose). */
  formatHeader: (attr: string, key: string) => string;
  /** Cell text; `metric` is the cell's metric when the metric dimension fixes it. */
  formatValue: (value: number | string | null, metric: string | undefined) => string;
  attrLabel: (attr: string) => string;
  colorFormatters: ColorFormatter[];
  /** Row and column dimension labels a click cross-filters on. */
  groupbyRows: string[];
  groupbyColumns: string[];
  selected: Record<string, string[]>;
  /** Raw values of each header key, to emit filters with the original type. */
  rawValue: (attr: string, key: string) => string | number | boolean | null;
}
