import { describe, expect, it } from 'vitest';
import { factorize, groupRows } from './group-rows.ts';

describe('groupRows', () => {
  const a = ['y', 'x', null, 'x', 'y'];
  const b = [2, 1, 1, 1, 10];

  it('groups by one or several columns, sorted, leaving rows with a missing key out', () => {
    expect(groupRows([a], 5)).toMatchObject({
      keys: [['x'], ['y']],
      rows: [
        [1, 3],
        [0, 4],
      ],
    });
    expect(groupRows([a, b], 5)).toMatchObject({
      keys: [
        ['x', 1],
        ['y', 2],
        ['y', 10],
      ],
      rows: [[1, 3], [0], [4]],
    });
  });

  it('keeps missing keys last when asked', () => {
    expect(groupRows([a], 5, true).keys).toEqual([['x'], ['y'], [null]]);
  });

  it('tells 1 from "1" and sorts numbers before strings', () => {
    expect(groupRows([[1, '1', 2, 1]], 4)).toMatchObject({ keys: [[1], [2], ['1']], rows: [[0, 3], [2], [1]] });
  });

  it('still groups when the key space outgrows exact numbers', () => {
    const n = 2000;
    const cols = Array.from({ length: 6 }, (_, c) => Array.from({ length: n }, (_, r) => (r * (c + 3)) % n));
    const groups = groupRows(cols, n);
    expect(groups.keys).toHaveLength(n);
    expect(groups.keys[0]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('factorizes to ranks of the sorted distinct values', () => {
    const f = factorize(['b', 'a', null, 'b'], 4, false);
    expect([...f.codes]).toEqual([1, 0, -1, 1]);
    expect(f.uniques).toEqual(['a', 'b']);
  });
});
