// The time-series family's uPlot path: the answer's rows read once, column by column, into the
// aligned arrays uPlot draws (no ECharts series, no per-point objects, no second copy in the view).
import type { DataRecord, DataRecordValue } from '../query/query-types.ts';
import type { SeriesSort } from './extract-series.ts';

/**
 * One series' y values: a Float64Array while it has no gap, else a plain array with uPlot's nulls
 * (uPlot breaks the line at null; a NaN in a typed array would not break it).
 */
export type LargeSeriesValues = Float64Array | (number | null)[];

export interface LargeSeriesData {
  /** x in uPlot's units: epoch seconds on a time axis (uPlot's time scale), the value otherwise. */
  x: Float64Array;
  series: { name: string; color: string; values: LargeSeriesValues }[];
}

export interface ReadLargeSeriesOptions {
  xAxis: string;
  /** The series columns, in the answer's order. */
  names: readonly string[];
  /** Divide x by 1000 (epoch ms → uPlot's seconds). */
  timeAxis: boolean;
  sortSeriesType?: SeriesSort;
  sortSeriesAscending?: boolean;
  colorOf: (name: string) => string;
}

interface Column {
  name: string;
  values: LargeSeriesValues;
  sum: number;
  min: number;
  max: number;
  count: number;
}

const toNumber = (value: DataRecordValue | undefined): number | null =>
  typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value);

/** The array so far as uPlot's plain array, from the first gap on. */
function withGaps(values: Float64Array, upTo: number): (number | null)[] {
  const out: (number | null)[] = new Array(values.length);
  for (let i = 0; i < upTo; i += 1) out[i] = values[i];
  return out;
}

/** The sort key extractSeries would give the series (same rule: its present values' min/max/sum/avg). */
function sortKey(column: Column, kind: SeriesSort): number | string {
  if (kind === 'name') return column.name;
  if (column.count === 0) return 0;
  if (kind === 'min') return column.min;
  if (kind === 'max') return column.max;
  return kind === 'avg' ? column.sum / column.count : column.sum;
}

/**
 * Reads the rows into uPlot's columns in one pass, with each series' statistics on the way, then
 * orders the series as the sort_series_* controls ask (as extractSeries does for ECharts).
 */
export function readLargeSeries(rows: readonly DataRecord[], options: ReadLargeSeriesOptions): LargeSeriesData {
  const { xAxis, names, timeAxis } = options;
  const length = rows.length;
  const x = new Float64Array(length);
  const columns: Column[] = names.map((name) => ({
    name,
    values: new Float64Array(length),
    sum: 0,
    min: Infinity,
    max: -Infinity,
    count: 0,
  }));
  const scale = timeAxis ? 1 / 1000 : 1;
  for (let i = 0; i < length; i += 1) {
    const row = rows[i];
    x[i] = Number(row[xAxis]) * scale;
    for (const column of columns) {
      const value = toNumber(row[column.name]);
      if (value === null || Number.isNaN(value)) {
        if (column.values instanceof Float64Array) column.values = withGaps(column.values, i);
        column.values[i] = null;
        continue;
      }
      column.values[i] = value;
      column.sum += value;
      if (value < column.min) column.min = value;
      if (value > column.max) column.max = value;
      column.count += 1;
    }
  }
  const sortType = options.sortSeriesType;
  if (sortType) {
    const direction = options.sortSeriesAscending ? 1 : -1;
    const keyed = columns.map((column) => ({ column, key: sortKey(column, sortType) }));
    keyed.sort((a, b) =>
      typeof a.key === 'string' ? direction * a.key.localeCompare(String(b.key)) : direction * (a.key - Number(b.key)),
    );
    columns.splice(0, columns.length, ...keyed.map(({ column }) => column));
  }
  return {
    x,
    series: columns.map((column) => ({
      name: column.name,
      color: options.colorOf(column.name),
      values: column.values,
    })),
  };
}
