import { describe, expect, it } from 'vitest';
import { labelMapOf, toWire, type QueryPayload } from './query-payload.ts';
import { exportFilename } from './chart-data-answer.ts';

describe('labelMapOf', () => {
  it('splits flattened pivot columns on unescaped ", " and maps time-offset columns to metric and offset', () => {
    expect(labelMapOf(['ds', 'SUM(num), CA', 'a\\, b, x', 'SUM(num)__1 year ago'], ['1 year ago'])).toEqual({
      ds: ['ds'],
      'SUM(num), CA': ['SUM(num)', 'CA'],
      'a\\, b, x': ['a, b', 'x'],
      'SUM(num)__1 year ago': ['SUM(num)', '1 year ago'],
    });
  });
});

describe('toWire', () => {
  it('turns rows into records keyed in colnames order with indexnames', () => {
    const p = {
      colnames: ['b', 'a'],
      coltypes: [0, 1],
      rows: [
        [1, 'x'],
        [2, 'y'],
      ],
    } as unknown as QueryPayload;
    const w = toWire(p, 'json');
    expect(w.data).toEqual([
      { b: 1, a: 'x' },
      { b: 2, a: 'y' },
    ]);
    expect(Object.keys((w.data as object[])[0]!)).toEqual(['b', 'a']);
    expect(w.indexnames).toEqual([0, 1]);
    expect(w.result_format).toBe('json');
    expect('rows' in w).toBe(false);
  });
});

describe('exportFilename', () => {
  it('keeps a client name to safe characters, else a timestamped default', () => {
    expect(exportFilename('my chart/../x.csv')).toBe('my chart_.._x');
    expect(exportFilename(undefined, new Date(Date.UTC(2024, 4, 2, 10, 11, 12)))).toBe('superset_20240502_101112');
    expect(exportFilename('..', new Date(Date.UTC(2024, 4, 2)))).toBe('superset_20240502_000000');
  });
});
