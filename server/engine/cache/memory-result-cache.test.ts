import { describe, expect, it } from 'vitest';
import { MemoryResultCache } from './memory-result-cache.ts';

describe('MemoryResultCache', () => {
  it('keeps a frozen copy: changing what was stored changes nothing, changing what it gave back throws', async () => {
    const c = new MemoryResultCache();
    const v = { data: [{ a: 1 }] };
    await c.set('k', v, 60);
    v.data[0]!.a = 2;
    const got = await c.get<typeof v>('k');
    expect(got).toEqual({ data: [{ a: 1 }] });
    expect(() => got!.data.push({ a: 3 })).toThrow(TypeError);
    expect(() => (got!.data[0]!.a = 3)).toThrow(TypeError);
    expect(await c.get('k')).toEqual({ data: [{ a: 1 }] });
  });

  it('expires an entry after its own timeout; 0 keeps it; negative does not store', async () => {
    let now = 1_000_000;
    const c = new MemoryResultCache({ now: () => now });
    await c.set('short', 1, 10);
    await c.set('forever', 2, 0);
    await c.set('never', 3, -1);
    now += 9_999;
    expect(await c.get('short')).toBe(1);
    now += 1;
    expect(await c.get('short')).toBeNull();
    now += 365 * 86_400_000;
    expect(await c.get('forever')).toBe(2);
    expect(await c.get('never')).toBeNull();
  });

  it('evicts the least recently used entries beyond its size', async () => {
    const c = new MemoryResultCache({ maxSize: 70 }); // two of these 8-character strings (32 bytes each), not three
    await c.set('a', 'x'.repeat(8), 60);
    await c.set('b', 'y'.repeat(8), 60);
    await c.get('a');
    await c.set('c', 'z'.repeat(8), 60);
    expect(await c.get('a')).toBe('x'.repeat(8));
    expect(await c.get('b')).toBeNull();
    expect(await c.get('c')).toBe('z'.repeat(8));
  });

  it('deletes', async () => {
    const c = new MemoryResultCache();
    await c.set('a', 1, 60);
    await c.delete('a');
    expect(await c.get('a')).toBeNull();
  });
});
