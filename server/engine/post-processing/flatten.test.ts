import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows } from './frame.ts';
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

describe('flatten', () => {
  it('joins levels with ", " writing booleans as Python does, and moves the time index to a leading TEMPORAL column', () => {
    const out = applyPostProcessing(long(), [pivot, { operation: 'flatten' }]);
    expect(out.columns.map((c) => [c.name, c.type])).toEqual([
      ['ds', T.TEMPORAL],
      ['m, x, True', T.NUMERIC],
      ['m, y, False', T.NUMERIC],
    ]);
  });

  it('drops levels by position or name', () => {
    expect(
      applyPostProcessing(long(), [pivot, { operation: 'flatten', options: { drop_levels: [0, 'h'] } }]).columns.map(
        (c) => c.name,
      ),
    ).toEqual(['ds', 'x', 'y']);
    expect(() =>
      applyPostProcessing(long(), [pivot, { operation: 'flatten', options: { drop_levels: [0, 1, 2] } }]),
    ).toThrow(/cannot drop every column level/);
  });

  it('leaves a flat frame alone', () => {
    const frame = frameFromRows([{ name: 'a,b', genericType: T.NUMERIC }], [[1]]);
    expect(applyPostProcessing(frame, [{ operation: 'flatten' }]).columns[0]!.name).toBe('a,b');
  });
});
