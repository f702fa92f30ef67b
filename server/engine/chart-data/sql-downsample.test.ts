import { describe, expect, it } from 'vitest';
import { sqlDownsampleOf } from './sql-downsample.ts';

const pivot = { operation: 'pivot', options: { index: ['ts'], columns: [], aggregates: { m: { operator: 'mean' } } } };
const flatten = { operation: 'flatten' };
const down = (method: string | undefined, points = 1600) => ({
  operation: 'downsample',
  options: { ...(method ? { method } : {}), x: 'ts', points },
});

describe('sqlDownsampleOf', () => {
  it('M4 last after reshaping only: points / 4 buckets in the SQL', () => {
    expect(sqlDownsampleOf([pivot, { operation: 'rename' }, flatten, down('m4')], [])).toEqual({
      request: { x: 'ts', buckets: 400 },
      method: 'm4',
    });
  });

  it('LTTB (the default method): M4 preselection at `points` buckets', () => {
    expect(sqlDownsampleOf([pivot, flatten, down(undefined)], [])).toEqual({
      request: { x: 'ts', buckets: 1600 },
      method: 'lttb',
    });
  });

  it('nothing when a rule before it changes values or rows, with time offsets, or when it is not last', () => {
    expect(sqlDownsampleOf([pivot, { operation: 'rolling' }, flatten, down('m4')], [])).toBeNull();
    expect(sqlDownsampleOf([pivot, { operation: 'resample' }, down('m4')], [])).toBeNull();
    expect(sqlDownsampleOf([pivot, flatten, down('m4')], ['1 year ago'])).toBeNull();
    expect(sqlDownsampleOf([pivot, down('m4'), flatten], [])).toBeNull();
    expect(sqlDownsampleOf([pivot, flatten], [])).toBeNull();
    expect(sqlDownsampleOf([down('other')], [])).toBeNull();
  });
});
