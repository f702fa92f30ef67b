// The table's pure behaviour: cell bars, client-side search and sort, and the cross-filter it emits
// (Superset plugin-chart-table TableChart.tsx: cellBar helpers and getCrossFilterDataMask).
import type { DataMask, DataRecord, DataRecordValue } from '../../core/viz/index.ts';
import type { TableColumn } from './types.ts';

export interface CellBar {
  /** Left edge, percent of the cell width. */
  offset: number;
  /** Width, percent of the cell width. */
  width: number;
  negative: boolean;
}

/** The value range a column's bars scale to: [0, max |v|] when aligned, else [min, max]. */
export function barRange(data: readonly DataRecord[], key: string, alignPositiveNegative: boolean): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const row of data) {
    const v = row[key];
    if (typeof v !== 'number' || Number.isNaN(v)) continue;
    const x = alignPositiveNegative ? Math.abs(v) : v;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  if (min === Infinity) return [0, 0];
  return alignPositiveNegative ? [0, max] : [min, max];
}

export function cellBar(value: number, [min, max]: [number, number], alignPositiveNegative: boolean): CellBar | null {
  if (alignPositiveNegative) {
    if (!max) return null;
    return { offset: 0, width: Math.abs(Math.round((value / max) * 100)), negative: value < 0 };
  }
  const pos = Math.abs(Math.max(max, 0));
  const neg = Math.abs(Math.min(min, 0));
  const total = pos + neg;
  if (!total) return null;
  return {
    offset: Math.round((Math.min(neg + value, neg) / total) * 100),
    width: Math.round((Math.abs(value) / total) * 100),
    negative: value < 0,
  };
}

/** Client-side search: rows where any column's formatted text contains the words (case-insensitive). */
export function searchRows(data: readonly DataRecord[], columns: readonly TableColumn[], text: string): DataRecord[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...data];
  return data.filter((row) =>
    columns.some((c) => {
      const v = row[c.key];
      return (
        v !== null &&
        v !== undefined &&
        (c.format(v).toLowerCase().includes(needle) || String(v).toLowerCase().includes(needle))
      );
    }),
  );
}

const compareValues = (a: DataRecordValue | undefined, b: DataRecordValue | undefined): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
};

/** Client-side sort by one column; nulls last in both directions. */
export function sortRows(data: readonly DataRecord[], key: string, desc: boolean): DataRecord[] {
  return [...data].sort((ra, rb) => {
    const a = ra[key];
    const b = rb[key];
    if ((a === null || a === undefined) !== (b === null || b === undefined))
      return a === null || a === undefined ? 1 : -1;
    return desc ? compareValues(b, a) : compareValues(a, b);
  });
}

/**
 * The data mask a click on (column, value) emits: the value becomes the only selection, or, when
 * it was already selected, the selection is cleared.
 */
export function crossFilterDataMask(
  selected: Record<string, DataRecordValue[]> | undefined,
  key: string,
  value: DataRecordValue,
  format: (v: DataRecordValue) => string,
  timeGrain?: string,
): { dataMask: DataMask; isCurrentValueSelected: boolean } {
  const isCurrentValueSelected = Boolean(selected?.[key]?.includes(value));
  const filters: Record<string, DataRecordValue[]> = isCurrentValueSelected ? {} : { [key]: [value] };
  const columns = Object.keys(filters);
  const values = Object.values(filters);
  return {
    isCurrentValueSelected,
    dataMask: {
      extraFormData: {
        filters: columns.map((col) => {
          const val = filters[col] ?? [];
          if (val.length === 0 || val.every((v) => v === null)) return { col, op: 'IS NULL' };
          return {
            col,
            op: 'IN',
            val: val as (string | number | boolean)[],
            ...(col === '__timestamp' && timeGrain ? { grain: timeGrain } : {}),
          };
        }),
      },
      filterState: {
        label: values.flat().map(format).join(', ') || undefined,
        value: values.length ? values : null,
        filters: columns.length ? filters : null,
        selectedValues: values.length ? values.flat() : null,
      },
    },
  };
}

/** Moves `key` to where `target` is (drag-and-drop of column headers). */
export function moveColumn(order: readonly string[], key: string, target: string): string[] {
  const from = order.indexOf(key);
  const to = order.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}

/** Consecutive columns under the same group header, as (label, span) pairs ('' for none). */
export function headerGroups(columns: readonly { group?: string }[]): { label: string; span: number }[] {
  const out: { label: string; span: number }[] = [];
  for (const c of columns) {
    const label = c.group ?? '';
    const last = out[out.length - 1];
    if (last && last.label === label && label !== '') last.span += 1;
    else out.push({ label, span: 1 });
  }
  return out;
}
