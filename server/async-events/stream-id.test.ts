import { describe, expect, it } from 'vitest';
import { compareStreamIds, isStreamId, StreamIdGenerator } from './stream-id.ts';

describe('stream ids', () => {
  it('accepts only <ms>-<seq>', () => {
    expect(isStreamId('1607477697866-0')).toBe(true);
    expect(isStreamId('1607477697866')).toBe(false);
    expect(isStreamId('-')).toBe(false);
    expect(isStreamId('1-2-3')).toBe(false);
    expect(isStreamId("1-0' OR 1")).toBe(false);
  });

  it('orders by time, then sequence, numerically', () => {
    expect(compareStreamIds('2-0', '10-0')).toBeLessThan(0);
    expect(compareStreamIds('10-2', '10-10')).toBeLessThan(0);
    expect(compareStreamIds('10-3', '10-3')).toBe(0);
    expect(compareStreamIds('11-0', '10-99')).toBeGreaterThan(0);
  });

  it('generates growing ids within one millisecond and when the clock steps back', () => {
    const g = new StreamIdGenerator();
    expect(g.next(1000)).toBe('1000-0');
    expect(g.next(1000)).toBe('1000-1');
    expect(g.next(999)).toBe('1000-2');
    expect(g.next(1001)).toBe('1001-0');
  });
});
