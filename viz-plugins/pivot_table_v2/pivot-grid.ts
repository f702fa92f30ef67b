// Lays a pivot out as rows of header and value cells (spans, subtotal and total labels), so the
// React table and the static SVG draw the same grid. Pure.
import { METRIC_KEY, type PivotKey } from './pivot-engine.ts';
import type { PivotRenderProps } from './types.ts';

export type GridCellKind = 'corner' | 'colHeader' | 'rowHeader' | 'value' | 'total';

export interface GridCell {
  text: string;
  kind: GridCellKind;
  colSpan?: number;
  value?: number | string | null;
  metric?: string;
  /** The header's dimension and key, for cross-filters on header clicks. */
  attr?: string;
  key?: string;
  subtotal?: boolean;
  /** A value cell's keys (shorter for subtotals, empty for totals). */
  rowKey?: string[];
  colKey?: string[];
}

export interface PivotGrid {
  header: GridCell[][];
  body: GridCell[][];
  /** Columns of row headers at the left. */
  rowHeaderCount: number;
}

const same = (a: readonly string[], b: readonly string[], n: number): boolean => {
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return a.length >= n && b.length >= n;
};

function levelText(props: PivotRenderProps, attrs: string[], k: PivotKey, level: number): string {
  if (k.key.length > level) return props.formatHeader(attrs[level]!, k.key[level]!);
  return k.subtotal && level === k.key.length ? 'Subtotal' : '';
}

export function pivotGrid(props: PivotRenderProps): PivotGrid {
  const { pivot: p } = props;
  const rowAttrs = p.rowAttrs;
  const colAttrs = p.colAttrs;
  const rowHeaderCount = Math.max(1, rowAttrs.length);
  const totalLabel = `Total (${props.aggregateFunction})`;
  const showRowTotals = props.rowTotals && colAttrs.length > 0;
  const showColTotals = props.colTotals && rowAttrs.length > 0;
  const metricOf = (rowKey: readonly string[], colKey: readonly string[]): string | undefined => {
    const r = rowAttrs.indexOf(METRIC_KEY);
    if (r >= 0 && rowKey.length > r) return rowKey[r];
    const c = colAttrs.indexOf(METRIC_KEY);
    if (c >= 0 && colKey.length > c) return colKey[c];
    return undefined;
  };

  const header: GridCell[][] = [];
  colAttrs.forEach((attr, level) => {
    const row: GridCell[] = [];
    for (let i = 0; i < rowHeaderCount; i++) {
      row.push({ text: i === rowHeaderCount - 1 ? props.attrLabel(attr) : '', kind: 'corner' });
    }
    let prev: { cell: GridCell; key: PivotKey } | null = null;
    for (const k of p.colKeys) {
      const text = levelText(props, colAttrs, k, level);
      if (prev && prev.cell.text === text && same(prev.key.key, k.key, level + 1) && k.key.length > level) {
        prev.cell.colSpan = (prev.cell.colSpan ?? 1) + 1;
        continue;
      }
      const cell: GridCell = { text, kind: 'colHeader', attr, key: k.key[level], subtotal: k.key.length <= level };
      row.push(cell);
      prev = { cell, key: k };
    }
    if (showRowTotals) row.push({ text: level === 0 ? totalLabel : '', kind: 'colHeader' });
    header.push(row);
  });
  // The row dimensions' names, above the row headers (not without row dimensions: Superset's
  // TableRenderer draws no such row, it would stay empty).
  if (rowAttrs.length || colAttrs.length === 0)
    header.push([
      ...(rowAttrs.length
        ? rowAttrs.map((a) => ({ text: props.attrLabel(a), kind: 'corner' as const }))
        : [{ text: '', kind: 'corner' as const }]),
      ...p.colKeys.map(() => ({ text: '', kind: 'corner' as const })),
      ...(showRowTotals ? [{ text: '', kind: 'corner' as const }] : []),
    ]);

  const body: GridCell[][] = [];
  let previous: PivotKey | null = null;
  for (const rk of p.rowKeys) {
    const row: GridCell[] = [];
    for (let level = 0; level < rowHeaderCount; level++) {
      const repeated = previous && !rk.subtotal && same(previous.key, rk.key, level + 1) && rk.key.length > level;
      const text = rowAttrs.length ? levelText(props, rowAttrs, rk, level) : '';
      row.push({
        text: repeated ? '' : text,
        kind: 'rowHeader',
        attr: rowAttrs[level],
        key: rk.key[level],
        subtotal: rk.subtotal,
      });
    }
    for (const ck of p.colKeys) {
      const metric = metricOf(rk.key, ck.key);
      const value = p.value(rk.key, ck.key);
      row.push({
        text: props.formatValue(value, metric),
        kind: rk.subtotal || ck.subtotal ? 'total' : 'value',
        value,
        metric,
        rowKey: rk.key,
        colKey: ck.key,
      });
    }
    if (showRowTotals) {
      const metric = metricOf(rk.key, []);
      const value = p.value(rk.key, []);
      row.push({ text: props.formatValue(value, metric), kind: 'total', value, metric });
    }
    body.push(row);
    previous = rk;
  }
  if (showColTotals) {
    const row: GridCell[] = [];
    for (let i = 0; i < rowHeaderCount; i++) row.push({ text: i === 0 ? totalLabel : '', kind: 'rowHeader' });
    for (const ck of p.colKeys) {
      const metric = metricOf([], ck.key);
      const value = p.value([], ck.key);
      row.push({ text: props.formatValue(value, metric), kind: 'total', value, metric });
    }
    if (showRowTotals) {
      const value = p.value([], []);
      row.push({ text: props.formatValue(value, metricOf([], [])), kind: 'total', value });
    }
    body.push(row);
  }
  return { header, body, rowHeaderCount };
}

/** The drill-to-detail filters of a cell: one per dimension its keys fix (the metric excluded). */
export function cellFilters(
  props: Pick<PivotRenderProps, 'pivot' | 'rawValue' | 'formatHeader'>,
  cell: GridCell,
): { col: string; op: '=='; val: string | number | boolean | null; formattedVal: string }[] {
  const out: { col: string; op: '=='; val: string | number | boolean | null; formattedVal: string }[] = [];
  const add = (attrs: string[], key: string[] | undefined) =>
    (key ?? []).forEach((k, i) => {
      const attr = attrs[i]!;
      if (attr !== METRIC_KEY)
        out.push({ col: attr, op: '==', val: props.rawValue(attr, k), formattedVal: props.formatHeader(attr, k) });
    });
  add(props.pivot.rowAttrs, cell.rowKey);
  add(props.pivot.colAttrs, cell.colKey);
  return out;
}
