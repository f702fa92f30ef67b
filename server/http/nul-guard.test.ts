import { describe, expect, it } from 'vitest';
import { containsNul } from './nul-guard.ts';

describe('containsNul', () => {
  it('finds a NUL in strings, keys and nested values, and nothing else', () => {
    expect(containsNul('a\0b')).toBe(true);
    expect(containsNul({ a: [1, { b: 'x\0' }] })).toBe(true);
    expect(containsNul({ ['k\0']: 1 })).toBe(true);
    expect(containsNul({ a: ['x', 1, null, true, { b: '\\u0000' }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('walks 100000-deep nesting without overflowing the stack', () => {
    let deep: unknown = 'end\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
