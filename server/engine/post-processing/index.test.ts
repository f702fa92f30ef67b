import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing, PostProcessingError, type PostProcessingRule } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'state', genericType: T.STRING },
      { name: 'num', genericType: T.NUMERIC },
    ],
    [
      ['CA', 3],
      ['NY', 1],
    ],
  );

describe('applyPostProcessing', () => {
  it('returns the frame itself for no rules, and skips null entries', () => {
    const f = frame();
    expect(applyPostProcessing(f, undefined)).toBe(f);
    expect(applyPostProcessing(f, [])).toBe(f);
    expect(
      frameToRecords(applyPostProcessing(f, [null, { operation: 'sort', options: { by: 'num' } }, undefined])),
    ).toEqual([
      { state: 'NY', num: 1 },
      { state: 'CA', num: 3 },
    ]);
  });

  it('applies rules in order', () => {
    const rules: PostProcessingRule[] = [
      { operation: 'rename', options: { columns: { num: 'n' } } },
      { operation: 'cum', options: { operator: 'sum', columns: { n: 'n' } } },
      { operation: 'sort', options: { by: 'n', ascending: false } },
    ];
    expect(frameToRecords(applyPostProcessing(frame(), rules))).toEqual([
      { state: 'NY', n: 4 },
      { state: 'CA', n: 3 },
    ]);
  });

  it('keeps a pivot’s index as leading columns when no flatten follows', () => {
    const out = applyPostProcessing(frame(), [
      { operation: 'pivot', options: { index: ['state'], aggregates: { num: { operator: 'sum' } } } },
    ]);
    expect(frameToRecords(out)).toEqual([
      { state: 'CA', num: 3 },
      { state: 'NY', num: 1 },
    ]);
  });

  it('throws PostProcessingError with Superset’s messages for unknown or missing operations and bad options', () => {
    const run = (rules: unknown[]) => () => applyPostProcessing(frame(), rules as PostProcessingRule[]);
    expect(run([{ operation: 'prophet', options: {} }])).toThrow(
      /^Unsupported post processing operation: prophet \(Superset has it; Loupe does not\)$/,
    );
    expect(run([{ operation: 'pivotx', options: {} }])).toThrow(
      new PostProcessingError('Unsupported post processing operation: pivotx'),
    );
    expect(run([{ operation: 'toString' }])).toThrow(/Unsupported post processing operation: toString/);
    expect(run([{ options: {} }])).toThrow('`operation` property of post processing object undefined');
    expect(run([{ operation: 'sort', options: 'by num' }])).toThrow('sort: options must be an object');
    expect(run([{ operation: 'sort', options: { by: 'num', direction: 'up' } }])).toThrow(
      /sort: option "direction" is not an option of sort/,
    );
    expect(run([{ operation: 'sort', options: { by: 'num' } }, 'pivot'])).toThrow(PostProcessingError);
    expect(() => applyPostProcessing(frame(), { operation: 'sort' } as never)).toThrow(
      'post_processing must be a list of operations',
    );
  });
});
