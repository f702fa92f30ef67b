import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords, type Frame } from './frame.ts';
import { applyPostProcessing } from './index.ts';
import { parseResampleRule } from './resample-rule.ts';

const day = (d: number, h = 0) => Date.UTC(2024, 0, d, h);
const iso = (ms: unknown) => new Date(ms as number).toISOString().slice(0, 16);

/** A pivoted frame over days 1, 2, 4 and 5 of January 2024 (day 3 missing). */
const daily = (): Frame =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'm', genericType: T.NUMERIC },
    ],
    [
      [day(1), 1],
      [day(2), null],
      [day(4), 4],
      [day(5), 5],
    ],
  );
const run = (options: Record<string, unknown>, frame = daily()) =>
  frameToRecords(
    applyPostProcessing(frame, [
      {
        operation: 'pivot',
        options: { index: ['ds'], aggregates: { m: { operator: 'sum' } }, drop_missing_columns: false },
      },
      { operation: 'resample', options },
      { operation: 'flatten' },
    ]),
  );

describe('resample', () => {
  it('zero-fills missing days with asfreq and fill_value (what the client sends for zerofill)', () => {
    const rows = run({ rule: '1D', method: 'asfreq', fill_value: 0 });
    expect(rows.map((r) => [iso(r.ds), r.m])).toEqual([
      ['2024-01-01T00:00', 1],
      ['2024-01-02T00:00', 0],
      ['2024-01-03T00:00', 0],
      ['2024-01-04T00:00', 4],
      ['2024-01-05T00:00', 5],
    ]);
  });

  it('leaves gaps missing with asfreq alone, and fills them with ffill, bfill and linear', () => {
    expect(run({ rule: '1D', method: 'asfreq' }).map((r) => r.m)).toEqual([1, 0, null, 4, 5]);
    expect(run({ rule: '1D', method: 'ffill' }).map((r) => r.m)).toEqual([1, 0, 0, 4, 5]);
    expect(run({ rule: '1D', method: 'bfill' }).map((r) => r.m)).toEqual([1, 0, 4, 4, 5]);
    expect(run({ rule: '1D', method: 'linear' }).map((r) => r.m)).toEqual([1, 0, 2, 4, 5]);
  });

  it('aggregates into wider bins: sum (an empty bin is 0), mean, median', () => {
    expect(run({ rule: '2D', method: 'sum' }).map((r) => [iso(r.ds), r.m])).toEqual([
      ['2024-01-01T00:00', 1],
      ['2024-01-03T00:00', 4],
      ['2024-01-05T00:00', 5],
    ]);
    expect(run({ rule: '3D', method: 'mean' }).map((r) => r.m)).toEqual([0.5, 4.5]);
    expect(run({ rule: '7D', method: 'median' }).map((r) => r.m)).toEqual([2.5]);
  });

  it('labels weeks by their Sunday and months by their last day (end offsets), or their first (MS)', () => {
    expect(run({ rule: 'W', method: 'sum' }).map((r) => [iso(r.ds), r.m])).toEqual([['2024-01-07T00:00', 10]]);
    const spread = frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        [Date.UTC(2024, 0, 31, 12), 1],
        [Date.UTC(2024, 2, 1), 2],
      ],
    );
    expect(run({ rule: '1M', method: 'sum' }, spread).map((r) => [iso(r.ds), r.m])).toEqual([
      ['2024-01-31T00:00', 1],
      ['2024-02-29T00:00', 0],
      ['2024-03-31T00:00', 2],
    ]);
    expect(run({ rule: 'MS', method: 'sum' }, spread).map((r) => iso(r.ds))).toEqual([
      '2024-01-01T00:00',
      '2024-02-01T00:00',
      '2024-03-01T00:00',
    ]);
    expect(run({ rule: '1AS', method: 'sum' }, spread).map((r) => [iso(r.ds), r.m])).toEqual([['2024-01-01T00:00', 3]]);
  });

  it('bins hours from the first day’s midnight', () => {
    const hourly = frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        [day(1, 1), 1],
        [day(1, 5), 2],
      ],
    );
    expect(run({ rule: '2H', method: 'sum' }, hourly).map((r) => [iso(r.ds), r.m])).toEqual([
      ['2024-01-01T00:00', 1],
      ['2024-01-01T02:00', 0],
      ['2024-01-01T04:00', 2],
    ]);
  });

  it('needs a time index and a known rule and method', () => {
    expect(() =>
      applyPostProcessing(daily(), [{ operation: 'resample', options: { rule: '1D', method: 'asfreq' } }]),
    ).toThrow(/Resample operation requires DatetimeIndex/);
    expect(() => run({ rule: 'fortnight', method: 'sum' })).toThrow(/resample: option "rule"/);
    expect(() => run({ rule: '1D', method: 'pad' })).toThrow(
      /Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum\./,
    );
  });
});

describe('parseResampleRule', () => {
  it('reads pandas offset aliases', () => {
    for (const ok of [
      '1D',
      'D',
      '15T',
      '15min',
      '1H',
      'h',
      '30S',
      'W',
      'W-MON',
      '2W',
      'M',
      'ME',
      'MS',
      'Q',
      'QS',
      'A',
      'Y',
      'AS',
      'YS',
      'A-DEC',
    ]) {
      expect(parseResampleRule(ok), ok).not.toBeNull();
    }
    for (const bad of ['', '0D', 'W-XYZ', 'Q-NOV', '1X', 'D D']) expect(parseResampleRule(bad), bad).toBeNull();
  });

  it('labels W-MON weeks by their Monday', () => {
    const { bin, label } = parseResampleRule('W-MON')!.bins(Date.UTC(2024, 0, 3));
    expect(new Date(label(bin(Date.UTC(2024, 0, 3)))).toISOString().slice(0, 10)).toBe('2024-01-08');
    expect(new Date(label(bin(Date.UTC(2024, 0, 8)))).toISOString().slice(0, 10)).toBe('2024-01-08');
  });
});

describe('resample numbers as pandas computes them', () => {
  const days = (values: [number, number][]) =>
    frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'm', genericType: T.NUMERIC },
      ],
      values.map(([d, m]) => [day(d), m]),
    );

  it('sums and averages a bin with pandas’ group sum (Kahan), medians as (a + b) / 2', () => {
    const f = () =>
      days([
        [1, 0.1],
        [2, 0.2],
        [3, 0.3],
      ]);
    // df.resample("3D").sum(): Kahan 0.1 + 0.2 + 0.3 = 0.6, where a running sum gives 0.6000000000000001
    expect(run({ rule: '3D', method: 'sum' }, f()).map((r) => r.m)).toEqual([0.6]);
    // .mean(): the Kahan sum over the count
    expect(run({ rule: '3D', method: 'mean' }, f()).map((r) => r.m)).toEqual([0.6 / 3]);
    // .median() of 0.1 and 0.7: (0.1 + 0.7) / 2 = 0.39999999999999997
    const pair = days([
      [1, 0.1],
      [2, 0.7],
    ]);
    expect(run({ rule: '2D', method: 'median' }, pair).map((r) => r.m)).toEqual([0.39999999999999997]);
  });

  it('interpolates linearly with np.interp: slope · (x − x0) + y0', () => {
    const f = days([
      [1, 0.1],
      [8, 1],
    ]);
    const out = run({ rule: '1D', method: 'linear' }, f).map((r) => r.m);
    // np.interp(6, [0, 7], [0.1, 1]) = (0.9 / 7) * 6 + 0.1 = 0.8714285714285716 (0.1 + 0.9 * 6 / 7 is …714)
    expect(out[6]).toBe(0.8714285714285716);
    expect(out[7]).toBe(1);
  });
});
