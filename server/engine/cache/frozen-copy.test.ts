import { describe, expect, it } from 'vitest';
import { frozenCopy } from './frozen-copy.ts';

describe('frozenCopy', () => {
  it('copies deeply and freezes every array and object', () => {
    const src = {
      rows: [
        [1, 'a'],
        [2, null],
      ],
      meta: { ok: true },
    };
    const { value } = frozenCopy(src) as { value: typeof src };
    expect(value).toEqual(src);
    expect(value).not.toBe(src);
    expect(value.rows[0]).not.toBe(src.rows[0]);
    expect(
      Object.isFrozen(value) &&
        Object.isFrozen(value.rows) &&
        Object.isFrozen(value.rows[1]) &&
        Object.isFrozen(value.meta),
    ).toBe(true);
    expect(Object.isFrozen(src.rows)).toBe(false);
  });

  it('means what JSON means: undefined left out or null, dates as text, non-finite numbers null', () => {
    const d = new Date(Date.UTC(2024, 0, 2));
    const { value } = frozenCopy({ a: undefined, b: [undefined, NaN, Infinity], c: d, f: () => 1 });
    expect(value).toEqual(
      JSON.parse(JSON.stringify({ a: undefined, b: [undefined, NaN, Infinity], c: d, f: () => 1 })),
    );
  });

  it('refuses a bigint as JSON does', () => {
    expect(() => frozenCopy({ n: 1n })).toThrow(/BigInt/);
  });

  it('sizes grow with the content', () => {
    const small = frozenCopy({ rows: [[1, 'ab']] }).size;
    const big = frozenCopy({ rows: Array.from({ length: 100 }, () => [1, 'ab']) }).size;
    expect(big).toBeGreaterThan(small * 30);
    expect(frozenCopy('x'.repeat(1000)).size).toBeGreaterThanOrEqual(2000);
  });
});
