import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords, type Frame } from './frame.ts';
import { applyPostProcessing, PostProcessingError } from './index.ts';

const D1 = Date.UTC(2024, 0, 1);
const D2 = Date.UTC(2024, 0, 2);

const births = (): Frame =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'state', genericType: T.STRING },
      { name: 'gender', genericType: T.STRING },
      { name: 'sum__num', genericType: T.NUMERIC },
      { name: 'count', genericType: T.NUMERIC },
    ],
    [
      [D2, 'CA', 'boy', 10, 1],
      [D1, 'NY', 'girl', 5, 2],
      [D1, 'CA', 'girl', 7, 3],
      [D1, null, 'boy', 2, 4],
      [D2, 'NY', 'boy', null, 5],
    ],
  );

const flat = { operation: 'flatten' };

describe('pivot', () => {
  it('pivots the line chart body of the reference (pivot, rename level 0 to null, flatten)', () => {
    const out = applyPostProcessing(births(), [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['state'],
          aggregates: { sum__num: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'rename', options: { columns: { sum__num: null }, level: 0, inplace: true } },
      flat,
    ]);
    expect(out.columns.map((c) => [c.name, c.type])).toEqual([
      ['ds', T.TEMPORAL],
      ['<NULL>', T.NUMERIC],
      ['CA', T.NUMERIC],
      ['NY', T.NUMERIC],
    ]);
    expect(frameToRecords(out)).toEqual([
      { ds: D1, '<NULL>': 2, CA: 7, NY: 5 },
      { ds: D2, '<NULL>': null, CA: 10, NY: null },
    ]);
  });

  it('drops all-missing columns when drop_missing_columns (default) and keeps them otherwise', () => {
    const frame = frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'state', genericType: T.STRING },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        [D1, 'CA', 1],
        [D1, 'TX', null],
      ],
    );
    const rule = (drop: boolean) => ({
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['state'],
        aggregates: { m: { operator: 'sum' } },
        drop_missing_columns: drop,
      },
    });
    // sum of nothing is 0 in pandas, so TX is kept with 0
    expect(frameToRecords(applyPostProcessing(frame, [rule(true), flat]))).toEqual([
      { ds: D1, 'm, CA': 1, 'm, TX': 0 },
    ]);
    const mean = (drop: boolean) => ({
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['state'],
        aggregates: { m: { operator: 'mean' } },
        drop_missing_columns: drop,
      },
    });
    expect(frameToRecords(applyPostProcessing(frame, [mean(true), flat]))).toEqual([{ ds: D1, 'm, CA': 1 }]);
    expect(frameToRecords(applyPostProcessing(frame, [mean(false), flat]))).toEqual([
      { ds: D1, 'm, CA': 1, 'm, TX': null },
    ]);
  });

  it('sorts metrics and column values, labels metrics by source column, fills metrics', () => {
    const out = applyPostProcessing(births(), [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { sum__num: { operator: 'sum' }, count: { operator: 'max' } },
          metric_fill_value: 0,
        },
      },
      flat,
    ]);
    expect(out.columns.map((c) => c.name)).toEqual([
      'ds',
      'count, boy',
      'count, girl',
      'sum__num, boy',
      'sum__num, girl',
    ]);
    expect(frameToRecords(out)).toEqual([
      { ds: D1, 'count, boy': 4, 'count, girl': 3, 'sum__num, boy': 2, 'sum__num, girl': 12 },
      { ds: D2, 'count, boy': 5, 'count, girl': 0, 'sum__num, boy': 10, 'sum__num, girl': 0 },
    ]);
  });

  it('groups by several index columns and drops rows with a missing index value', () => {
    const out = applyPostProcessing(births(), [
      { operation: 'pivot', options: { index: ['state', 'gender'], aggregates: { count: { operator: 'sum' } } } },
      flat,
    ]);
    expect(frameToRecords(out)).toEqual([
      { state: 'CA', gender: 'boy', count: 1 },
      { state: 'CA', gender: 'girl', count: 3 },
      { state: 'NY', gender: 'boy', count: 5 },
      { state: 'NY', gender: 'girl', count: 2 },
    ]);
    expect(out.columns.map((c) => c.type)).toEqual([T.STRING, T.STRING, T.NUMERIC]);
  });

  it('keeps missing index values last when drop_missing_columns is false, and takes the cartesian product of several index levels', () => {
    const out = applyPostProcessing(births(), [
      {
        operation: 'pivot',
        options: { index: ['state', 'ds'], aggregates: { count: { operator: 'sum' } }, drop_missing_columns: false },
      },
      flat,
    ]);
    expect(frameToRecords(out)).toEqual([
      { state: 'CA', ds: D1, count: 3 },
      { state: 'CA', ds: D2, count: 1 },
      { state: 'NY', ds: D1, count: 2 },
      { state: 'NY', ds: D2, count: 5 },
      { state: null, ds: D1, count: 4 },
      { state: null, ds: D2, count: null },
    ]);
  });

  it('leaves pivot columns with nulls out when column_fill_value is null', () => {
    const out = applyPostProcessing(births(), [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['state'],
          aggregates: { count: { operator: 'sum' } },
          column_fill_value: null,
        },
      },
      flat,
    ]);
    expect(out.columns.map((c) => c.name)).toEqual(['ds', 'count, CA', 'count, NY']);
  });

  it('writes numeric and temporal column values as Python str() and escapes commas when flattening', () => {
    const frame = frameFromRows(
      [
        { name: 'k', genericType: T.STRING },
        { name: 'year', genericType: T.NUMERIC },
        { name: 'day', genericType: T.TEMPORAL },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        ['a,b', 2001, D1, 1],
        ['a,b', 2.5, D1 + 500, 2],
      ],
    );
    const out = applyPostProcessing(frame, [
      {
        operation: 'pivot',
        options: { index: ['k'], columns: ['year', 'day'], aggregates: { m: { operator: 'sum' } } },
      },
      flat,
    ]);
    expect(out.columns.map((c) => c.name)).toEqual([
      'k',
      'm, 2.5, 2024-01-01 00:00:00.500000',
      'm, 2001, 2024-01-01 00:00:00',
    ]);
    expect(out.columns[0]!.values).toEqual(['a,b']);
  });

  it('puts the metric innermost with combine_value_with_metric', () => {
    const out = applyPostProcessing(births(), [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { sum__num: { operator: 'sum' }, count: { operator: 'sum' } },
          combine_value_with_metric: true,
        },
      },
      flat,
    ]);
    expect(out.columns.map((c) => c.name)).toEqual([
      'ds',
      'boy, count',
      'boy, sum__num',
      'girl, count',
      'girl, sum__num',
    ]);
  });

  it('adds marginal distributions (an All column a metric and an All row)', () => {
    const frame = frameFromRows(
      [
        { name: 'r', genericType: T.STRING },
        { name: 'c', genericType: T.STRING },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        ['x', 'p', 1],
        ['x', 'q', 2],
        ['y', 'p', 4],
      ],
    );
    const out = applyPostProcessing(frame, [
      {
        operation: 'pivot',
        options: { index: ['r'], columns: ['c'], aggregates: { m: { operator: 'sum' } }, marginal_distributions: true },
      },
      flat,
    ]);
    expect(frameToRecords(out)).toEqual([
      { r: 'x', 'm, p': 1, 'm, q': 2, 'm, All': 3 },
      { r: 'y', 'm, p': 4, 'm, q': null, 'm, All': 4 },
      { r: 'All', 'm, p': 5, 'm, q': 2, 'm, All': 7 },
    ]);
  });

  it('answers an empty frame with an empty pivot', () => {
    const empty = frameFromRows(
      births().columns.map((c) => ({ name: c.name, genericType: c.type })),
      [],
    );
    const out = applyPostProcessing(empty, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['state'], aggregates: { count: { operator: 'sum' } } },
      },
      flat,
    ]);
    expect(out.rowCount).toBe(0);
    expect(out.columns.map((c) => c.name)).toEqual(['ds']);
  });

  it('refuses bad options with messages naming the option', () => {
    const run = (options: Record<string, unknown>) => () =>
      applyPostProcessing(births(), [{ operation: 'pivot', options }]);
    expect(run({ aggregates: { count: { operator: 'sum' } } })).toThrow(/pivot: option "index" is required/);
    expect(run({ index: ['ds'] })).toThrow(/pivot: option "aggregates" must include at least one aggregate/);
    expect(run({ index: ['nope'], aggregates: { count: { operator: 'sum' } } })).toThrow(
      /Referenced columns not available in DataFrame/,
    );
    expect(run({ index: ['ds'], aggregates: { count: { operator: 'bogus' } } })).toThrow(
      /Invalid numpy function: bogus/,
    );
    expect(run({ index: ['ds'], aggregates: { x: { operator: 'sum' } } })).toThrow(
      /Column referenced by aggregate is undefined: x/,
    );
    expect(run({ index: ['ds'], aggregates: { count: {} } })).toThrow(/Operator undefined for aggregator: count/);
    expect(run({ index: ['ds'], aggregates: { count: { operator: 'sum' } }, flatten_columns: true })).toThrow(
      PostProcessingError,
    );
  });

  it('pivots 100k rows quickly', () => {
    const n = 100_000;
    const rows: unknown[][] = [];
    for (let i = 0; i < n; i++) rows.push([D1 + (i % 1000) * 86_400_000, `s${i % 50}`, i]);
    const frame = frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'state', genericType: T.STRING },
        { name: 'v', genericType: T.NUMERIC },
      ],
      rows,
    );
    const start = performance.now();
    const out = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['ds'], columns: ['state'], aggregates: { v: { operator: 'mean' } } } },
      flat,
    ]);
    const ms = performance.now() - start;
    expect(out.rowCount).toBe(1000);
    expect(out.columns).toHaveLength(51);
    // generous for a loaded machine; a quadratic pivot would take minutes
    expect(ms).toBeLessThan(3000);
  });
});
