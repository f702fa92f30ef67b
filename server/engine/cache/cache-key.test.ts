import { describe, expect, it } from 'vitest';
import { cacheKeyOf, stableStringify } from './cache-key.ts';

describe('stableStringify', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(stableStringify({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });
  it('leaves out undefined members as JSON does', () => {
    expect(stableStringify({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });
});

describe('cacheKeyOf', () => {
  it('is the same for equal values written in another key order', () => {
    expect(cacheKeyOf({ x: 1, y: { p: 'q', r: [1, 2] } })).toBe(cacheKeyOf({ y: { r: [1, 2], p: 'q' }, x: 1 }));
  });
  it('differs when anything that changes the result differs', () => {
    const base = { sql: 'SELECT 1', rls: ["a = 'b'"], changed_on: '2024-01-01' };
    expect(cacheKeyOf(base)).not.toBe(cacheKeyOf({ ...base, rls: ["a = 'c'"] }));
    expect(cacheKeyOf(base)).not.toBe(cacheKeyOf({ ...base, changed_on: '2024-01-02' }));
    expect(cacheKeyOf(base)).toMatch(/^[0-9a-f]{32}$/);
  });
});
