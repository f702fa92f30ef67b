import { describe, expect, it } from 'vitest';
import { pivot } from './pivot-engine.ts';
import { createAggregator } from './aggregators.ts';

// birth_names-like answer: groupbyRows [state], groupbyColumns [gender], metrics [SUM(num), count]
const records = [
  { state: 'CA', gender: 'boy', 'SUM(num)': 10, count: 1 },
  { state: 'CA', gender: 'girl', 'SUM(num)': 30, count: 3 },
  { state: 'NY', gender: 'boy', 'SUM(num)': 20, count: 2 },
  { state: 'NY', gender: 'girl', 'SUM(num)': 40, count: 4 },
];

describe('pivot engine', () => {
  it('puts metrics as the first column dimension by default and sums cells and totals', () => {
    const p = pivot(records, {
      rows: ['state'],
      cols: ['gender'],
      metrics: ['SUM(num)', 'count'],
      aggregateFunction: 'Sum',
    });
    expect(p.rowAttrs).toEqual(['state']);
    expect(p.colAttrs).toEqual(['metric', 'gender']);
    expect(p.rowKeys.map((k) => k.key)).toEqual([['CA'], ['NY']]);
    expect(p.colKeys.map((k) => k.key)).toEqual([
      ['SUM(num)', 'boy'],
      ['SUM(num)', 'girl'],
      ['count', 'boy'],
      ['count', 'girl'],
    ]);
    expect(p.value(['CA'], ['SUM(num)', 'girl'])).toBe(30);
    expect(p.value(['CA'], ['SUM(num)'])).toBe(40);
    expect(p.value([], ['count'])).toBe(10);
    expect(p.value(['NY'], [])).toBe(66);
  });

  it('combineMetric puts the metric last; ROWS layout moves it to the rows', () => {
    const combined = pivot(records, {
      rows: ['state'],
      cols: ['gender'],
      metrics: ['SUM(num)', 'count'],
      aggregateFunction: 'Sum',
      combineMetric: true,
    });
    expect(combined.colAttrs).toEqual(['gender', 'metric']);
    expect(combined.colKeys[0]!.key).toEqual(['boy', 'SUM(num)']);
    const rowsLayout = pivot(records, {
      rows: ['state'],
      cols: ['gender'],
      metrics: ['count'],
      aggregateFunction: 'Sum',
      metricsLayout: 'ROWS',
    });
    expect(rowsLayout.rowAttrs).toEqual(['metric', 'state']);
    expect(rowsLayout.colAttrs).toEqual(['gender']);
  });

  it('transposes rows and columns', () => {
    const p = pivot(records, {
      rows: ['state'],
      cols: ['gender'],
      metrics: ['count'],
      aggregateFunction: 'Sum',
      transposePivot: true,
    });
    expect(p.rowAttrs).toEqual(['gender']);
    expect(p.colAttrs).toEqual(['metric', 'state']);
    expect(p.value(['girl'], ['count', 'NY'])).toBe(4);
  });

  it('places subtotals after each group', () => {
    const p = pivot(
      records,
      { rows: ['state', 'gender'], cols: [], metrics: ['count'], aggregateFunction: 'Sum' },
      { rows: true },
    );
    expect(p.rowKeys).toEqual([
      { key: ['CA', 'boy'], subtotal: false },
      { key: ['CA', 'girl'], subtotal: false },
      { key: ['CA'], subtotal: true },
      { key: ['NY', 'boy'], subtotal: false },
      { key: ['NY', 'girl'], subtotal: false },
      { key: ['NY'], subtotal: true },
    ]);
    expect(p.value(['NY'], ['count'])).toBe(6);
  });

  it('fractions divide by the total, the row or the column', () => {
    const opts = { rows: ['state'], cols: ['gender'], metrics: ['count'] };
    expect(
      pivot(records, { ...opts, aggregateFunction: 'Sum as Fraction of Total' }).value(['NY'], ['count', 'girl']),
    ).toBe(0.4);
    expect(
      pivot(records, { ...opts, aggregateFunction: 'Sum as Fraction of Rows' }).value(['CA'], ['count', 'girl']),
    ).toBe(0.75);
    expect(
      pivot(records, { ...opts, aggregateFunction: 'Sum as Fraction of Columns' }).value(['CA'], ['count', 'boy']),
    ).toBeCloseTo(1 / 3);
    expect(pivot(records, { ...opts, aggregateFunction: 'Count as Fraction of Total' }).value(['CA'], [])).toBe(0.5);
  });

  it('sorts keys by key or by value', () => {
    const opts = { rows: ['state'], cols: [], metrics: ['count'], aggregateFunction: 'Sum' };
    expect(pivot(records, { ...opts, rowOrder: 'key_z_to_a' }).rowKeys.map((k) => k.key[0])).toEqual(['NY', 'CA']);
    const more = [...records, { state: 'AK', gender: 'boy', 'SUM(num)': 1, count: 100 }];
    expect(pivot(more, { ...opts, rowOrder: 'value_z_to_a' }).rowKeys.map((k) => k.key[0])).toEqual(['AK', 'NY', 'CA']);
    expect(pivot(more, { ...opts, rowOrder: 'value_a_to_z' }).rowKeys.map((k) => k.key[0])).toEqual(['CA', 'NY', 'AK']);
  });

  it('aggregates with every statistic', () => {
    const run = (name: string, values: (number | string | null)[]) => {
      const a = createAggregator(name);
      values.forEach((v) => a.push(v));
      return a.value();
    };
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(run('Average', xs)).toBe(5);
    expect(run('Median', xs)).toBe(4.5);
    expect(run('Sample Variance', xs)).toBeCloseTo(32 / 7);
    expect(run('Sample Standard Deviation', xs)).toBeCloseTo(Math.sqrt(32 / 7));
    expect(run('Minimum', xs)).toBe(2);
    expect(run('Maximum', xs)).toBe(9);
    expect(run('Count', [1, null, 'a'])).toBe(3);
    expect(run('Count Unique Values', ['a', 'b', 'a'])).toBe(2);
    expect(run('List Unique Values', ['b', 'a', 'b'])).toBe('a, b');
    expect(run('First', ['b', 'a', 'c'])).toBe('a');
    expect(run('Last', ['b', 'a', 'c'])).toBe('c');
    expect(run('Sum', [null, 1, '2'])).toBe(3);
    expect(run('Sum', [null])).toBeNull();
  });
});
