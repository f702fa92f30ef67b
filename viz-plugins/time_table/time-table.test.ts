import { describe, expect, it } from 'vitest';
import { colorFromBounds, computeCell, entriesByTime } from './time-table.ts';

// is_timeseries answer for metrics [sum__num, count] without groupby (epoch-ms __timestamp)
const records = [
  { __timestamp: 3000, sum__num: 40, count: 4 },
  { __timestamp: 1000, sum__num: 10, count: 1 },
  { __timestamp: 2000, sum__num: 20, count: 2 },
];
const { entries, rowKeys } = entriesByTime(records, [], ['sum__num', 'count']);
const fmt = (v: number) => v.toFixed(2);

describe('time-series table', () => {
  it('orders entries by time; rows are the metrics', () => {
    expect(entries.map((e) => e.time)).toEqual([1000, 2000, 3000]);
    expect(rowKeys).toEqual(['sum__num', 'count']);
  });
  it('rows are the group values when grouped (first metric only)', () => {
    const grouped = entriesByTime(
      [
        { __timestamp: 1, gender: 'girl', sum__num: 2 },
        { __timestamp: 1, gender: 'boy', sum__num: 3 },
      ],
      ['gender'],
      ['sum__num'],
    );
    expect(grouped.rowKeys).toEqual(['boy', 'girl']);
    expect(grouped.entries[0]!.values).toEqual({ girl: 2, boy: 3 });
    const twoLevels = entriesByTime([{ __timestamp: 1, a: 'x,y', b: 'z', m: 1 }], ['a', 'b'], ['m']);
    expect(twoLevels.rowKeys).toEqual(['x\\,y, z']);
  });
  it('time columns compare the latest value with a lagged one', () => {
    const cell = (comparisonType: 'value' | 'diff' | 'perc' | 'perc_change') =>
      computeCell({ colType: 'time', timeLag: 1, comparisonType }, 'sum__num', entries, fmt);
    expect(cell('value')).toMatchObject({ value: 20 });
    expect(cell('diff')).toMatchObject({ value: 20 });
    expect(cell('perc')).toMatchObject({ value: 2 });
    expect(cell('perc_change')).toMatchObject({ value: 1, text: '1.00' });
    expect(computeCell({ colType: 'time', timeLag: -3 }, 'sum__num', entries, fmt)).toEqual({
      kind: 'error',
      text: 'The time lag set at -3 is too large for the length of data at 3. No data available.',
    });
  });
  it('contribution, average and sparkline columns', () => {
    expect(computeCell({ colType: 'contrib' }, 'count', entries, fmt)).toMatchObject({ value: 4 / 44 });
    expect(computeCell({ colType: 'avg', timeLag: 2 }, 'sum__num', entries, fmt)).toMatchObject({ value: 30 });
    expect(computeCell({ colType: 'avg' }, 'sum__num', entries, fmt)).toMatchObject({ value: 70 / 3 });
    expect(computeCell({ colType: 'avg', timeLag: 0 }, 'sum__num', entries, fmt)).toMatchObject({
      value: null,
      text: 'N/A',
    });
    expect(computeCell({ colType: 'spark' }, 'count', entries, fmt)).toEqual({
      kind: 'spark',
      values: [1, 2, 4],
      times: [1000, 2000, 3000],
      min: 1,
      max: 4,
    });
    // time ratio: each value over the one 1 period before
    expect(computeCell({ colType: 'spark', timeRatio: '1' }, 'count', entries, fmt)).toEqual({
      kind: 'spark',
      values: [2, 2],
      times: [2000, 3000],
      min: 2,
      max: 2,
    });
  });
  it('colours from bounds', () => {
    expect(colorFromBounds(5, [10, null])).toBe('#ca0020');
    expect(colorFromBounds(15, [10, null])).toBe('#0571b0');
    expect(colorFromBounds(15, [null, 10])).toBe('#ca0020');
    expect(colorFromBounds(15, [10, 20])).toBe('#808080');
    expect(colorFromBounds(25, [10, 20])).toBe('#0571b0');
    expect(colorFromBounds(null, [10, 20])).toBeNull();
  });
});
