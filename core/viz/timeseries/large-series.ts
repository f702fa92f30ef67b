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
  /** x as the answer gives it: epoch ms on a time axis (the uPlot view sets uPlot's `ms: 1`), the value otherwise. */
  x: Float64Array;
  series: { name: string; color: string; values: LargeSeriesValues }[];
}

export interface ReadLargeSeriesOptions {
  xAxis: string;
  /** The series columns, in the answer's order. */
  names: readonly string[];
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
  const { xAxis, names } = options;
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
  for (let i = 0; i < length; i += 1) {
    const row = rows[i];
    x[i] = Number(row[xAxis]);
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
  return ordered(x, columns, options);
}

/** The series ordered as the sort_series_* controls ask (as extractSeries does for ECharts). */
function ordered(x: Float64Array, columns: Column[], options: ReadLargeSeriesOptions): LargeSeriesData {
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

/**
 * A column of a columnar answer: a Float64Array when numeric and every value a finite number (a
 * null, NaN or infinity — null in the JSON answer — makes it a plain array), else its values.
 */
export type AnswerColumn = Float64Array | readonly DataRecordValue[];

/** A gapless column's statistics in one monomorphic loop (only when the series are sorted by them). */
function statsOf(name: string, values: Float64Array, withStats: boolean): Column {
  const column: Column = { name, values, sum: 0, min: Infinity, max: -Infinity, count: 0 };
  if (!withStats) return column;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (value !== value) continue; // NaN: not a value
    sum += value;
    if (value < min) min = value;
    if (value > max) max = value;
    count += 1;
  }
  return { ...column, sum, min, max, count };
}

/** A column with nulls or non-numbers: uPlot's plain array with nulls, statistics on the way. */
function gappedColumn(name: string, source: AnswerColumn, length: number): Column {
  const column: Column = { name, values: new Float64Array(length), sum: 0, min: Infinity, max: -Infinity, count: 0 };
  for (let i = 0; i < length; i += 1) {
    const value = toNumber(source[i]);
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
  return column;
}

/**
 * readLargeSeries for a columnar answer (Loupe's client reading Arrow): a gapless numeric column is
 * handed to uPlot as the very Float64Array it arrived in, x too; no row objects, no copy. Columns
 * with gaps or non-numbers go through the same rules as rows do.
 */
export function readLargeColumns(
  columns: Readonly<Record<string, AnswerColumn>>,
  length: number,
  options: ReadLargeSeriesOptions,
): LargeSeriesData {
  const source = columns[options.xAxis] ?? [];
  const x = source instanceof Float64Array ? source : Float64Array.from({ length }, (_, i) => Number(source[i]));
  // The statistics only order series: none to order, or ordered by name, and no pass is made.
  const withStats = options.names.length > 1 && Boolean(options.sortSeriesType) && options.sortSeriesType !== 'name';
  const read = options.names.map((name) => {
    const values = columns[name] ?? [];
    return values instanceof Float64Array ? statsOf(name, values, withStats) : gappedColumn(name, values, length);
  });
  return ordered(x, read, options);
}
