import type { GenericDataType } from '../connectors/connector.ts';
import type { RejectedStatus } from './time-filter-status.ts';

/**
 * One query object's result as it is cached and served (reference §3.7), before its rows become
 * JSON records: `rows` are arrays in `colnames` order, temporal values epoch milliseconds.
 */
export interface QueryPayload {
  cache_key: string | null;
  cached_dttm: string | null;
  cache_timeout: number;
  applied_template_filters: string[];
  annotation_data: Record<string, unknown>;
  error: string | null;
  is_cached: boolean;
  query: string;
  status: 'success' | 'failed';
  stacktrace: string | null;
  rowcount: number;
  sql_rowcount: number;
  from_dttm: number | null;
  to_dttm: number | null;
  label_map: Record<string, string[]>;
  colnames: string[];
  coltypes: GenericDataType[];
  rows: unknown[][];
  applied_filters: { column: string }[];
  rejected_filters: RejectedStatus[];
  /** Loupe only: the rows were thinned by a `downsample` rule (absent for every Superset request). */
  downsampled?: { method: string; from_rows: number };
}

/** The wire's QueryResult: `data` as one object a row, keys in `colnames` order. */
export function toWire(p: QueryPayload, resultFormat: string): Record<string, unknown> {
  const { rows, ...rest } = p;
  const data = new Array<Record<string, unknown>>(rows.length);
  const names = p.colnames;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const rec: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++) rec[names[c]!] = row[c];
    data[r] = rec;
  }
  return { ...rest, indexnames: rows.map((_r, i) => i), data, result_format: resultFormat };
}

const SEPARATOR = /(?<!\\),\s/;

/**
 * Superset's label_map: each output column → the labels it came from. Flattened pivot columns
 * (`"SUM(num), CA"`) split on unescaped `", "`; time-offset columns (`"SUM(num)__1 year ago"`)
 * map to the metric and the offset.
 */
export function labelMapOf(colnames: readonly string[], timeOffsets: readonly string[] = []): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const col of colnames) {
    const offset = timeOffsets.find((o) => col.endsWith(`__${o}`));
    out[col] = offset
      ? [col.slice(0, -(offset.length + 2)), offset]
      : col.split(SEPARATOR).map((s) => s.replace(/\\,/g, ','));
  }
  return out;
}
