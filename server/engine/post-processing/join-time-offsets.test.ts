import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { joinTimeOffsets } from './index.ts';

const cols = [
  { name: 'state', genericType: T.STRING },
  { name: 'ds', genericType: T.TEMPORAL },
  { name: 'sum__num', genericType: T.NUMERIC },
  { name: 'count', genericType: T.NUMERIC },
];

describe('joinTimeOffsets', () => {
  it('left-joins each offset’s metrics as <metric>__<offset>, join columns first, main rows in order', () => {
    const main = frameFromRows(cols, [
      ['CA', 2, 10, 1],
      ['NY', 1, 20, 2],
      ['TX', 1, 30, 3],
    ]);
    const yearAgo = frameFromRows(cols, [
      ['NY', 1, 15, 5],
      ['CA', 2, 7, 6],
    ]);
    const weekAgo = frameFromRows(cols, [['TX', 1, 1, 1]]);
    const out = joinTimeOffsets(
      main,
      [
        { offset: '1 year ago', frame: yearAgo },
        { offset: '1 week ago', frame: weekAgo },
      ],
      { joinColumns: ['ds', 'state'], metricLabels: ['sum__num'] },
    );
    expect(out.columns.map((c) => [c.name, c.type])).toEqual([
      ['ds', T.TEMPORAL],
      ['state', T.STRING],
      ['sum__num', T.NUMERIC],
      ['count', T.NUMERIC],
      ['sum__num__1 year ago', T.NUMERIC],
      ['sum__num__1 week ago', T.NUMERIC],
    ]);
    expect(frameToRecords(out)).toEqual([
      { ds: 2, state: 'CA', sum__num: 10, count: 1, 'sum__num__1 year ago': 7, 'sum__num__1 week ago': null },
      { ds: 1, state: 'NY', sum__num: 20, count: 2, 'sum__num__1 year ago': 15, 'sum__num__1 week ago': null },
      { ds: 1, state: 'TX', sum__num: 30, count: 3, 'sum__num__1 year ago': null, 'sum__num__1 week ago': 1 },
    ]);
  });

  it('repeats a main row for each matching offset row, matches missing keys, and fills a metric the offset lacks with nulls', () => {
    const main = frameFromRows(cols.slice(1, 3), [
      [1, 10],
      [null, 5],
    ]);
    const offset = frameFromRows(cols.slice(1, 3), [
      [1, 3],
      [1, 4],
      [null, 9],
    ]);
    const out = joinTimeOffsets(main, [{ offset: '1 day ago', frame: offset }], {
      joinColumns: ['ds'],
      metricLabels: ['sum__num', 'count'],
    });
    expect(frameToRecords(out)).toEqual([
      { ds: 1, sum__num: 10, 'sum__num__1 day ago': 3, 'count__1 day ago': null },
      { ds: 1, sum__num: 10, 'sum__num__1 day ago': 4, 'count__1 day ago': null },
      { ds: null, sum__num: 5, 'sum__num__1 day ago': 9, 'count__1 day ago': null },
    ]);
  });

  it('pairs rows by position when there is nothing to join on (a big number)', () => {
    const main = frameFromRows(cols.slice(2, 3), [[10]]);
    const offset = frameFromRows(cols.slice(2, 3), [[8]]);
    expect(
      frameToRecords(
        joinTimeOffsets(main, [{ offset: '1 year ago', frame: offset }], {
          joinColumns: [],
          metricLabels: ['sum__num'],
        }),
      ),
    ).toEqual([{ sum__num: 10, 'sum__num__1 year ago': 8 }]);
  });

  it('keeps main as it is without offsets, and refuses a join column main lacks', () => {
    const main = frameFromRows(cols, [['CA', 1, 1, 1]]);
    expect(frameToRecords(joinTimeOffsets(main, [], { joinColumns: ['ds'], metricLabels: ['count'] }))).toEqual([
      { ds: 1, state: 'CA', sum__num: 1, count: 1 },
    ]);
    expect(() => joinTimeOffsets(main, [], { joinColumns: ['day'], metricLabels: [] })).toThrow(/join column "day"/);
  });
});
