import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'g', genericType: T.STRING },
      { name: 'm', genericType: T.NUMERIC },
    ],
    [
      ['x', 5],
      ['x', 9],
      ['y', 5],
      ['x', 5],
      ['y', null],
    ],
  );

describe('rank', () => {
  it('is pandas’ rank(pct=True): ascending average rank over the count of present values', () => {
    const out = applyPostProcessing(frame(), [{ operation: 'rank', options: { metric: 'm' } }]);
    expect(out.columns.map((c) => c.name)).toEqual(['g', 'm', 'rank']);
    // pd.Series([5, 9, 5, 5, nan]).rank(pct=True): the 5s share ranks 1..3 (average 2) of 4 present
    expect(out.columns[2]!.values).toEqual([0.5, 1, 0.5, 0.5, null]);
  });

  it('ranks within groups', () => {
    const out = applyPostProcessing(frame(), [{ operation: 'rank', options: { metric: 'm', group_by: 'g' } }]);
    // x: pd.Series([5, 9, 5]).rank(pct=True) = [0.5, 1, 0.5]; y: pd.Series([5, nan]).rank(pct=True) = [1, nan]
    expect(out.columns[2]!.values).toEqual([0.5, 1, 1, 0.5, null]);
    expect(() => applyPostProcessing(frame(), [{ operation: 'rank', options: {} }])).toThrow(
      /rank: option "metric" is required/,
    );
  });

  it('gives fractions in (0, 1] without ties, infinities ranked as values and missing keys unranked', () => {
    const f = frameFromRows(
      [
        { name: 'g', genericType: T.STRING },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        ['a', 3],
        ['a', Infinity],
        ['a', -1],
        [null, 7],
        ['a', -Infinity],
        ['a', 2],
      ],
    );
    // pd.Series([3, inf, -1, 7, -inf, 2]).rank(pct=True) : ranks 4, 6, 2, 5, 1, 3 of 6 present values
    const plain = applyPostProcessing(f, [{ operation: 'rank', options: { metric: 'm' } }]);
    expect(plain.columns[2]!.values).toEqual([4 / 6, 1, 2 / 6, 5 / 6, 1 / 6, 3 / 6]);
    // grouped on g: the row with a missing key stays NaN (groupby drops it); a: ranks 4, 5, 2, 1, 3 of 5
    const grouped = applyPostProcessing(f, [{ operation: 'rank', options: { metric: 'm', group_by: 'g' } }]);
    expect(grouped.columns[2]!.values).toEqual([4 / 5, 1, 2 / 5, null, 1 / 5, 3 / 5]);
  });
});

describe('rank over a frame that has a rank column', () => {
  it('replaces it where it stands', () => {
    const f = frameFromRows(
      [
        { name: 'rank', genericType: T.NUMERIC },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        [0, 1],
        [0, 2],
      ],
    );
    const out = applyPostProcessing(f, [{ operation: 'rank', options: { metric: 'm' } }]);
    expect(out.columns.map((c) => [c.name, c.values])).toEqual([
      ['rank', [0.5, 1]], // pd.Series([1, 2]).rank(pct=True)
      ['m', [1, 2]],
    ]);
  });
});
