// The pivot table's engine: pure, no React. Records in, a grid of aggregated cells out, with
// subtotals and totals, the way Superset's pivot table (its react-pivottable fork) pivots on the
// client: metrics become one more dimension ('metric') among the rows or the columns.
import type { DataRecord, DataRecordValue } from '../../core/viz/index.ts';
import { createAggregator, fractionOf, naturalCompare, type Aggregator } from './aggregators.ts';

export const METRIC_KEY = 'metric';

export type SortOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export interface PivotOptions {
  rows: readonly string[];
  cols: readonly string[];
  metrics: readonly string[];
  aggregateFunction: string;
  metricsLayout?: 'COLUMNS' | 'ROWS';
  /** Metric dimension last instead of first. */
  combineMetric?: boolean;
  transposePivot?: boolean;
  rowOrder?: SortOrder;
  colOrder?: SortOrder;
  /** Turns a dimension value into the text used as key (dates formatted, nulls named). */
  keyOf?: (attr: string, value: DataRecordValue) => string;
}

/** One header line of the grid: a full key, or a subtotal (a shorter prefix). */
export interface PivotKey {
  key: string[];
  subtotal: boolean;
}

export interface Pivot {
  rowAttrs: string[];
  colAttrs: string[];
  /** Leaf keys and (when asked) subtotal prefixes, in display order (subtotal after its children). */
  rowKeys: PivotKey[];
  colKeys: PivotKey[];
  /** The cell for (row key, col key); [] stands for the total. Fractions already divided. */
  value(rowKey: readonly string[], colKey: readonly string[]): number | string | null;
}

const SEP = '\u0000';
const joinKey = (k: readonly string[]): string => k.join(SEP);

function sortKeys(
  keys: string[][],
  order: SortOrder | undefined,
  totalOf: (k: string[]) => number | string | null,
  attrCompare: ((a: string, b: string) => number)[],
): string[][] {
  const byKey = (a: string[], b: string[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = attrCompare[i]!(a[i]!, b[i]!);
      if (c) return c;
    }
    return a.length - b.length;
  };
  const sorted = [...keys];
  if (order === 'value_a_to_z' || order === 'value_z_to_a') {
    const sign = order === 'value_a_to_z' ? 1 : -1;
    // Values sort within each parent group: compare prefix totals level by level.
    sorted.sort((a, b) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        if (a[i] === b[i]) continue;
        if (attrCompare[i] !== naturalCompare) return attrCompare[i]!(a[i]!, b[i]!);
        const c = naturalCompare(totalOf(a.slice(0, i + 1)), totalOf(b.slice(0, i + 1)));
        return c ? sign * c : byKey(a, b);
      }
      return 0;
    });
  } else {
    sorted.sort(order === 'key_z_to_a' ? (a, b) => byKey(b, a) : byKey);
  }
  return sorted;
}

/** Leaf keys plus subtotal prefixes placed after the last child of each group. */
function withSubtotals(leaves: string[][], depth: number, subtotals: boolean): PivotKey[] {
  if (!subtotals || depth < 2) return leaves.map((key) => ({ key, subtotal: false }));
  const out: PivotKey[] = [];
  for (let i = 0; i < leaves.length; i++) {
    const key = leaves[i]!;
    out.push({ key, subtotal: false });
    const next = leaves[i + 1];
    for (let len = depth - 1; len >= 1; len--) {
      const prefix = key.slice(0, len);
      if (!next || joinKey(next.slice(0, len)) !== joinKey(prefix)) out.push({ key: prefix, subtotal: true });
    }
  }
  return out;
}

export function pivot(
  records: readonly DataRecord[],
  options: PivotOptions,
  subtotals: { rows?: boolean; cols?: boolean } = {},
): Pivot {
  let rows = [...options.rows];
  let cols = [...options.cols];
  if (options.transposePivot) [rows, cols] = [cols, rows];
  const withMetric = (attrs: string[]): string[] =>
    options.combineMetric ? [...attrs, METRIC_KEY] : [METRIC_KEY, ...attrs];
  if (options.metricsLayout === 'ROWS') rows = withMetric(rows);
  else cols = withMetric(cols);

  const keyOf = options.keyOf ?? ((_a: string, v: DataRecordValue) => (v === null ? 'NULL' : String(v)));
  const cells = new Map<string, Aggregator>();
  const rowLeaves = new Map<string, string[]>();
  const colLeaves = new Map<string, string[]>();
  const cell = (r: readonly string[], c: readonly string[]): Aggregator => {
    const k = joinKey(r) + SEP + SEP + joinKey(c);
    let agg = cells.get(k);
    if (!agg) cells.set(k, (agg = createAggregator(options.aggregateFunction)));
    return agg;
  };

  for (const record of records) {
    for (const metric of options.metrics) {
      const attr = (a: string): string => (a === METRIC_KEY ? metric : keyOf(a, record[a] ?? null));
      const rk = rows.map(attr);
      const ck = cols.map(attr);
      rowLeaves.set(joinKey(rk), rk);
      colLeaves.set(joinKey(ck), ck);
      const value = record[metric] ?? null;
      // Every prefix pair: subtotals and totals are aggregated from the records, never re-summed.
      for (let i = 0; i <= rk.length; i++) {
        for (let j = 0; j <= ck.length; j++) cell(rk.slice(0, i), ck.slice(0, j)).push(value);
      }
    }
  }

  const raw = (r: readonly string[], c: readonly string[]): number | string | null =>
    cells.get(joinKey(r) + SEP + SEP + joinKey(c))?.value() ?? null;
  const fraction = fractionOf(options.aggregateFunction);
  const value = (r: readonly string[], c: readonly string[]): number | string | null => {
    const v = raw(r, c);
    if (!fraction || typeof v !== 'number') return v;
    const denominator = fraction === 'total' ? raw([], []) : fraction === 'row' ? raw(r, []) : raw([], c);
    return typeof denominator === 'number' && denominator !== 0 ? v / denominator : null;
  };

  // The metric dimension keeps the metrics' own order (Superset sorts it with sortAs(metrics)).
  const metricOrder = (a: string, b: string): number => options.metrics.indexOf(a) - options.metrics.indexOf(b);
  const comparers = (attrs: string[]) => attrs.map((a) => (a === METRIC_KEY ? metricOrder : naturalCompare));
  const rowKeys = sortKeys([...rowLeaves.values()], options.rowOrder, (k) => value(k, []), comparers(rows));
  const colKeys = sortKeys([...colLeaves.values()], options.colOrder, (k) => value([], k), comparers(cols));
  return {
    rowAttrs: rows,
    colAttrs: cols,
    rowKeys: withSubtotals(rowKeys, rows.length, Boolean(subtotals.rows)),
    colKeys: withSubtotals(colKeys, cols.length, Boolean(subtotals.cols)),
    value,
  };
}
