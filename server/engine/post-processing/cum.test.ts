import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'a', genericType: T.NUMERIC },
      { name: 'b', genericType: T.NUMERIC },
    ],
    [
      [1, 3, 1],
      [2, null, 4],
      [3, 2, 9],
      [4, 5, 16],
    ],
  );
const run = (operation: string, options: Record<string, unknown>) =>
  frameToRecords(applyPostProcessing(frame(), [{ operation, options }]));
const col = (rows: Record<string, unknown>[], name: string) => rows.map((r) => r[name]);

describe('cum', () => {
  it('runs sum, prod, min and max past missing cells, which stay missing', () => {
    expect(col(run('cum', { operator: 'sum', columns: { a: 'a' } }), 'a')).toEqual([3, null, 5, 10]);
    expect(col(run('cum', { operator: 'prod', columns: { a: 'a' } }), 'a')).toEqual([3, null, 6, 30]);
    expect(col(run('cum', { operator: 'min', columns: { a: 'a' } }), 'a')).toEqual([3, null, 2, 2]);
    expect(col(run('cum', { operator: 'max', columns: { a: 'a' } }), 'a')).toEqual([3, null, 3, 5]);
  });

  it('appends to a new column when renamed, and types the result numeric', () => {
    const out = applyPostProcessing(frame(), [
      { operation: 'cum', options: { operator: 'sum', columns: { b: 'b_total' } } },
    ]);
    expect(out.columns.map((c) => c.name)).toEqual(['ds', 'a', 'b', 'b_total']);
    expect(out.columns[3]!.values).toEqual([1, 5, 14, 30]);
    expect(out.columns[3]!.type).toBe(T.NUMERIC);
  });

  it('refuses an unknown operator and unknown columns', () => {
    expect(() => run('cum', { operator: 'avg', columns: { a: 'a' } })).toThrow(/Invalid cumulative operator: avg/);
    expect(() => run('cum', { operator: 'sum', columns: { z: 'z' } })).toThrow(/Referenced columns not available/);
  });
});
