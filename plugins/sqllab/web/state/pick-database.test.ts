import { describe, expect, it } from 'vitest';
import { pickDatabase } from './pick-database.ts';

const dbs = [{ id: 7 }, { id: 3 }, { id: 5 }];

describe('pickDatabase', () => {
  it('prefers the database last used', () => {
    expect(pickDatabase(dbs, 5, 7)).toBe(5);
  });
  it('falls back to the default database when the last used is gone', () => {
    expect(pickDatabase(dbs, 99, 7)).toBe(7);
  });
  it('falls back to the lowest id', () => {
    expect(pickDatabase(dbs, null, null)).toBe(3);
    expect(pickDatabase(dbs, null, 42)).toBe(3);
  });
  it('has nothing to pick without databases', () => {
    expect(pickDatabase([], 1, 1)).toBeNull();
  });
});
