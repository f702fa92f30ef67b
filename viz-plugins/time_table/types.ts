import type { QueryFormData, QueryFormMetric } from '../../core/viz/index.ts';

/** One entry of `column_collection` (Superset's TimeSeriesColumnControl). */
export interface TimeTableColumnConfig {
  key?: string;
  label?: string;
  tooltip?: string;
  colType?: 'time' | 'contrib' | 'spark' | 'avg' | '';
  width?: string | number;
  height?: string | number;
  timeLag?: string | number;
  timeRatio?: string | number;
  comparisonType?: 'value' | 'diff' | 'perc' | 'perc_change' | '';
  showYAxis?: boolean;
  yAxisBounds?: [number | null, number | null];
  bounds?: [number | null, number | null];
  d3format?: string;
  dateFormat?: string;
  sparkType?: 'line' | 'bar';
}

export interface TimeTableFormData extends QueryFormData {
  column_collection?: TimeTableColumnConfig[];
  url?: string;
  timeseries_limit_metric?: QueryFormMetric | null;
  limit?: number | string | null;
}

/** A computed cell: a number (with its colour), a sparkline, or a message. */
export type TimeTableCell =
  | { kind: 'value'; value: number | null; text: string; color: string | null }
  | { kind: 'spark'; values: (number | null)[]; times: number[]; min: number; max: number }
  | { kind: 'error'; text: string };

export interface TimeTableRenderProps {
  rowType: 'column' | 'metric';
  columns: { key: string; label: string; tooltip?: string; config: TimeTableColumnConfig }[];
  rows: { key: string; label: string; cells: TimeTableCell[] }[];
  url?: string;
}
