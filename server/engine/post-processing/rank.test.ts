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
  it('ranks descending with average ranks for ties, missing unranked', () => {
    const out = applyPostProcessing(frame(), [{ operation: 'rank', options: { metric: 'm' } }]);
    expect(out.columns.map((c) => c.name)).toEqual(['g', 'm', 'rank']);
    expect(out.columns[2]!.values).toEqual([3, 1, 3, 3, null]);
  });

  it('ranks within groups', () => {
    const out = applyPostProcessing(frame(), [{ operation: 'rank', options: { metric: 'm', group_by: 'g' } }]);
    expect(out.columns[2]!.values).toEqual([2.5, 1, 1, 2.5, null]);
    expect(() => applyPostProcessing(frame(), [{ operation: 'rank', options: {} }])).toThrow(
      /rank: option "metric" is required/,
    );
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
      ['rank', [2, 1]],
      ['m', [1, 2]],
    ]);
  });
});
