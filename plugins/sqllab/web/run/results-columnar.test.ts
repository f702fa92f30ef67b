import { describe, expect, it } from 'vitest';
import { genericType, resultsFromJson } from './results-columnar.ts';

describe('resultsFromJson', () => {
  it('turns row objects into columns in the order the payload lists them', () => {
    const r = resultsFromJson({
      columns: [
        { name: 'b', column_name: 'b', type: 'INT' },
        { name: 'a', column_name: 'a', type: 'TEXT' },
      ],
      data: [
        { a: 'x', b: 1 },
        { a: 'y', b: null },
      ],
      displayLimitReached: true,
    });
    expect(Array.from(r.data.getColumn(0))).toEqual([1, null]);
    expect(Array.from(r.data.getColumn(1))).toEqual(['x', 'y']);
    expect(r.data.columns).toEqual([
      { name: 'b', type: 0 },
      { name: 'a', type: 1 },
    ]);
    expect(r.rowCount).toBe(2);
    expect(r.displayLimitReached).toBe(true);
  });
  it('reads an empty payload as no rows', () => {
    expect(resultsFromJson({}).rowCount).toBe(0);
  });
  it('takes type_generic when the server sends it, else guesses from the type name', () => {
    expect(genericType({ name: 'x', type: 'VARCHAR', type_generic: 2 })).toBe(2);
    expect(genericType({ name: 'x', type: 'TIMESTAMP' })).toBe(2);
    expect(genericType({ name: 'x', type: 'BIGINT' })).toBe(0);
    expect(genericType({ name: 'x', type: 'BOOLEAN' })).toBe(3);
    expect(genericType({ name: 'x', type: null })).toBe(1);
  });
});
