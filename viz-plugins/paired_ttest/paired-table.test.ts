import { describe, expect, it } from 'vitest';
import { seriesByMetric, tTestRows } from './paired-table.ts';

// /api/v1/chart/data answer of an is_timeseries query grouped by gender (epoch-ms __timestamp).
const records = [
  { __timestamp: 2000, gender: 'girl', sum__num: 12 },
  { __timestamp: 1000, gender: 'boy', sum__num: 10 },
  { __timestamp: 1000, gender: 'girl', sum__num: 11 },
  { __timestamp: 2000, gender: 'boy', sum__num: 10 },
  { __timestamp: 3000, gender: 'boy', sum__num: 10 },
  { __timestamp: 3000, gender: 'girl', sum__num: 15 },
];

describe('paired t-test table', () => {
  it('builds one series per group over the sorted timestamps, padding gaps with null', () => {
    const out = seriesByMetric(records.slice(0, 5), ['gender'], ['sum__num']);
    expect(out.sum__num).toEqual([
      { group: ['boy'], values: [10, 10, 10] },
      { group: ['girl'], values: [11, 12, null] },
    ]);
    expect(seriesByMetric(records, [], ['sum__num']).sum__num![0]!.group).toEqual(['All']);
  });
  it('tests each group against the control', () => {
    const series = seriesByMetric(records, ['gender'], ['sum__num']).sum__num!;
    const rows = tTestRows(series, 0, 0.05);
    expect(rows[0]).toMatchObject({ isControl: true, pValue: null });
    // differences −1, −2, −5: mean −2.667, sd 2.082, t = −2.2188, df 2 → p ≈ 0.1567
    expect(rows[1]!.pValue).toBeCloseTo(0.1567, 3);
    expect(rows[1]!.lift).toBeCloseTo(((38 - 30) / 30) * 100, 10);
    expect(rows[1]!.significant).toBe(false);
    expect(tTestRows(series, 0, 0.5)[1]!.significant).toBe(true);
  });
});
