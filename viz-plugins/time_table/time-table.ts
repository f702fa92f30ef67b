// The time-series table's numbers (Superset's legacy TimeTable): each row is a metric (or a group
// value of the one metric), each configured column a sparkline, a value at a time lag compared to
// the latest, a contribution to the latest total, or an average over a period. Pure.
import type { DataRecord } from '../../core/viz/index.ts';
import type { TimeTableCell, TimeTableColumnConfig } from './types.ts';

export const DTTM_ALIAS = '__timestamp';
/** Superset's ACCESSIBLE_COLOR_BOUNDS: below → red, above → blue. */
export const COLOR_BOUNDS = ['#ca0020', '#0571b0'] as const;

/** Time → {row: value}, time ascending (the legacy TimeTableViz answer), from chart-data rows. */
export function entriesByTime(
  records: readonly DataRecord[],
  groupby: readonly string[],
  metrics: readonly string[],
): { entries: { time: number; values: Record<string, number | null> }[]; rowKeys: string[] } {
  const byTime = new Map<number, Record<string, number | null>>();
  const rowKeys = new Set<string>();
  for (const r of records) {
    const time = Number(r[DTTM_ALIAS]);
    let entry = byTime.get(time);
    if (!entry) byTime.set(time, (entry = {}));
    if (groupby.length) {
      // Superset's group name: the value, or the values joined with ', ' with their commas escaped.
      const key =
        groupby.length === 1
          ? String(r[groupby[0]!])
          : groupby.map((g) => String(r[g]).replace(/,/g, '\\,')).join(', ');
      const v = r[metrics[0]!];
      entry[key] = typeof v === 'number' ? v : null;
      rowKeys.add(key);
    } else {
      for (const m of metrics) {
        const v = r[m];
        entry[m] = typeof v === 'number' ? v : null;
        rowKeys.add(m);
      }
    }
  }
  const entries = [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, values]) => ({ time, values }));
  return { entries, rowKeys: groupby.length ? [...rowKeys].sort() : metrics.filter((m) => rowKeys.has(m)) };
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((x) => Math.round(x).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: string, b: string, t: number) => {
  const ca = hex(a);
  const cb = hex(b);
  return toHex(ca.map((x, i) => x + (cb[i]! - x) * t));
};

/** Superset's colorFromBounds: a red → grey → blue scale within [min, max], or one-sided thresholds. */
export function colorFromBounds(value: number | null, bounds: TimeTableColumnConfig['bounds']): string | null {
  if (value === null || !bounds) return null;
  const [min, max] = bounds;
  const [minColor, maxColor] = COLOR_BOUNDS;
  if (min !== null && min !== undefined && max !== null && max !== undefined) {
    const mid = (min + max) / 2;
    const grey = '#808080';
    if (value <= min) return minColor;
    if (value >= max) return maxColor;
    return value < mid
      ? mix(minColor, grey, (value - min) / (mid - min))
      : mix(grey, maxColor, (value - mid) / (max - mid));
  }
  if (min !== null && min !== undefined) return value >= min ? maxColor : minColor;
  if (max !== null && max !== undefined) return value < max ? maxColor : minColor;
  return null;
}

export function computeCell(
  column: TimeTableColumnConfig,
  rowKey: string,
  entries: readonly { time: number; values: Record<string, number | null> }[],
  format: (v: number) => string,
): TimeTableCell {
  if (column.colType === 'spark') {
    // With a time ratio, each point is the value over the one `timeRatio` periods before.
    const ratio = typeof column.timeRatio === 'string' ? parseInt(column.timeRatio, 10) : (column.timeRatio ?? 0);
    const shown = ratio > 0 ? entries.slice(ratio) : entries;
    const values =
      ratio > 0
        ? shown.map((e, i) => {
            const previous = entries[i]!.values[rowKey];
            const current = e.values[rowKey] ?? null;
            return previous && current !== null ? current / previous : null;
          })
        : shown.map((e) => e.values[rowKey] ?? null);
    const numbers = values.filter((v): v is number => v !== null);
    const [lo, hi] = column.yAxisBounds ?? [null, null];
    return {
      kind: 'spark',
      values,
      times: shown.map((e) => e.time),
      min: lo ?? (numbers.length ? Math.min(...numbers) : 0),
      max: hi ?? (numbers.length ? Math.max(...numbers) : 0),
    };
  }
  const reversed = [...entries].reverse();
  const recent = reversed[0]?.values[rowKey] ?? null;
  let value: number | null = null;
  if (column.colType === 'time') {
    const lag = Number(column.timeLag) || 0;
    const total = reversed.length;
    if (Math.abs(lag) >= total) {
      return {
        kind: 'error',
        text: `The time lag set at ${lag} is too large for the length of data at ${total}. No data available.`,
      };
    }
    const lagged = (lag < 0 ? reversed[total + lag] : reversed[lag])?.values[rowKey] ?? null;
    if (recent === null || lagged === null) value = null;
    else if (column.comparisonType === 'diff') value = recent - lagged;
    else if (column.comparisonType === 'perc') value = recent / lagged;
    else if (column.comparisonType === 'perc_change') value = recent / lagged - 1;
    else value = lagged;
  } else if (column.colType === 'contrib') {
    const latest = reversed[0]?.values ?? {};
    const total = Object.values(latest).reduce<number>((s, v) => s + (v ?? 0), 0);
    value = recent === null || !total ? null : recent / total;
  } else if (column.colType === 'avg') {
    // Superset averages reversedEntries.slice(undefined, timeLag): the latest `timeLag` periods,
    // every period without a lag, all but the oldest ones with a negative lag, none with 0.
    const lag = column.timeLag === undefined ? undefined : Number(column.timeLag) || 0;
    const window = reversed
      .slice(undefined, lag)
      .map((e) => e.values[rowKey])
      .filter((v): v is number => v !== null && v !== undefined);
    value = window.length ? window.reduce((s, v) => s + v, 0) / window.length : null;
  }
  return {
    kind: 'value',
    value,
    text: value === null || Number.isNaN(value) ? 'N/A' : format(value),
    color: colorFromBounds(value, column.bounds),
  };
}
