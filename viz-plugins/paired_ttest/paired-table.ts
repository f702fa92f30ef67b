// Reshapes the time-series answer into one series per (metric, group) over shared timestamps
// (Superset's transformData, a port of the legacy PairedTTestViz.get_data), and computes each
// group's row against a control group (TTestTable).
import type { DataRecord } from '../../core/viz/index.ts';
import { liftPercent, pairedPValue } from './t-test.ts';
import type { TTestRow, TTestSeries } from './types.ts';

export const DTTM_ALIAS = '__timestamp';

export function seriesByMetric(
  records: readonly DataRecord[],
  groupby: readonly string[],
  metrics: readonly string[],
): Record<string, TTestSeries[]> {
  const timestamps = [...new Set(records.map((r) => r[DTTM_ALIAS]))].sort((a, b) =>
    a === b ? 0 : (a as number) < (b as number) ? -1 : 1,
  );
  const keyOf = (r: DataRecord) => JSON.stringify(groupby.map((g) => r[g] ?? null));
  const tuples = new Map<string, string[]>();
  const values = new Map<string, Map<string, Map<unknown, number | null>>>(metrics.map((m) => [m, new Map()]));
  for (const r of records) {
    const key = keyOf(r);
    if (!tuples.has(key))
      tuples.set(
        key,
        groupby.map((g) => String(r[g] ?? 'NULL')),
      );
    for (const m of metrics) {
      const byGroup = values.get(m)!;
      if (!byGroup.has(key)) byGroup.set(key, new Map());
      const v = r[m];
      byGroup.get(key)!.set(r[DTTM_ALIAS], typeof v === 'number' ? v : null);
    }
  }
  const keys = groupby.length ? [...tuples.keys()].sort() : [keyOf({})];
  const out: Record<string, TTestSeries[]> = {};
  for (const m of metrics) {
    out[m] = keys.map((key) => ({
      group: groupby.length ? tuples.get(key)! : ['All'],
      values: timestamps.map((t) => values.get(m)!.get(key)?.get(t) ?? null),
    }));
  }
  return out;
}

/** Every group's row against the control group (index `control`). */
export function tTestRows(series: readonly TTestSeries[], control: number, alpha: number): TTestRow[] {
  const base = series[control];
  if (!base) return [];
  const controlValues = base.values.map((v) => (v === null ? NaN : v));
  return series.map((s, i) => {
    if (i === control) return { group: s.group, pValue: null, lift: null, significant: null, isControl: true };
    const values = s.values.map((v) => (v === null ? NaN : v));
    const pValue = pairedPValue(controlValues, values);
    return {
      group: s.group,
      pValue,
      lift: liftPercent(controlValues, values),
      significant: Number.isNaN(pValue) ? false : pValue <= alpha,
      isControl: false,
    };
  });
}
