import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'name', genericType: T.STRING },
      { name: 'state', genericType: T.STRING },
      { name: 'num', genericType: T.NUMERIC },
    ],
    [
      ['b', 'CA', 2],
      ['a', 'NY', null],
      ['c', 'CA', 5],
      ['d', null, 2],
    ],
  );
const run = (operation: string, options: Record<string, unknown>) =>
  frameToRecords(applyPostProcessing(frame(), [{ operation, options }]));

describe('select', () => {
  it('keeps columns in the order asked, drops exclude, renames', () => {
    expect(run('select', { columns: ['num', 'name'] })[0]).toEqual({ num: 2, name: 'b' });
    expect(Object.keys(run('select', { exclude: ['state'] })[0]!)).toEqual(['name', 'num']);
    expect(Object.keys(run('select', { columns: ['name', 'num'], rename: { num: 'total' } })[0]!)).toEqual([
      'name',
      'total',
    ]);
    expect(Object.keys(run('select', { rename: [{ num: 'n' }, { name: 'who' }] })[0]!)).toEqual(['who', 'state', 'n']);
  });

  it('refuses unknown columns', () => {
    expect(() => run('select', { columns: ['zz'] })).toThrow(
      /select: option "columns" Referenced columns not available/,
    );
    expect(() => run('select', { exclude: ['zz'] })).toThrow(/option "exclude"/);
    expect(() => run('select', { rename: { num: 3 } })).toThrow(/option "rename"/);
  });
});
