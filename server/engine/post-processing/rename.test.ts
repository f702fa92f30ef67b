import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const long = () =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'g', genericType: T.STRING },
      { name: 'h', genericType: T.BOOLEAN },
      { name: 'm', genericType: T.NUMERIC },
    ],
    [
      [1, 'x', true, 1],
      [1, 'y', false, 2],
    ],
  );
const pivot = {
  operation: 'pivot',
  options: { index: ['ds'], columns: ['g', 'h'], aggregates: { m: { operator: 'sum' } } },
};

describe('rename', () => {
  it('renames plain columns', () => {
    const frame = frameFromRows(
      [
        { name: 'a', genericType: T.NUMERIC },
        { name: 'b', genericType: T.NUMERIC },
      ],
      [[1, 2]],
    );
    expect(
      frameToRecords(applyPostProcessing(frame, [{ operation: 'rename', options: { columns: { a: 'A' } } }])),
    ).toEqual([{ A: 1, b: 2 }]);
  });

  it('renames one level of pivoted labels, by position or name, and null drops the label from the flat name', () => {
    const byLevel = applyPostProcessing(long(), [
      pivot,
      { operation: 'rename', options: { columns: { m: 'metric' }, level: 0 } },
      { operation: 'flatten' },
    ]);
    expect(byLevel.columns.map((c) => c.name)).toEqual(['ds', 'metric, x, True', 'metric, y, False']);
    const cleared = applyPostProcessing(long(), [
      pivot,
      { operation: 'rename', options: { columns: { m: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(cleared.columns.map((c) => c.name)).toEqual(['ds', 'x, True', 'y, False']);
  });

  it('refuses unknown columns and levels', () => {
    expect(() => applyPostProcessing(long(), [{ operation: 'rename', options: { columns: { zz: 'a' } } }])).toThrow(
      /Referenced columns not available/,
    );
    expect(() =>
      applyPostProcessing(long(), [pivot, { operation: 'rename', options: { columns: { m: 'a' }, level: 7 } }]),
    ).toThrow(/rename: option "level"/);
  });
});
