import { describe, expect, it } from 'vitest';
import { parseTimeRange } from '../time-range/index.ts';
import { normalizeOffset, rangeText, shiftForward, shiftedRange } from './time-offsets.ts';

const now = new Date(Date.UTC(2024, 5, 15, 14, 30));
const main = { since: new Date(Date.UTC(2024, 0, 1)), until: new Date(Date.UTC(2024, 2, 1)) };

describe('time offsets', () => {
  it('turns inherit and ISO dates into day shifts', () => {
    expect(normalizeOffset('inherit', main)).toBe('60 days ago');
    expect(normalizeOffset('2023-12-25', main)).toBe('7 days ago');
    expect(normalizeOffset('1 year ago', main)).toBe('1 year ago');
  });
  it('moves the range back by calendar units and rows forward again', () => {
    const r = shiftedRange(main, '1 year ago', now);
    expect(r).toEqual({ since: new Date(Date.UTC(2023, 0, 1)), until: new Date(Date.UTC(2023, 2, 1)) });
    expect(shiftForward(Date.UTC(2023, 1, 1), '1 year ago', main, now)).toBe(Date.UTC(2024, 1, 1));
    expect(shiftForward(Date.UTC(2023, 10, 2), 'inherit', main, now)).toBe(Date.UTC(2024, 0, 1));
  });
  it('writes a range the grammar reads back to the same bounds', () => {
    const r = { since: new Date(Date.UTC(2023, 0, 1, 5, 6, 7)), until: null };
    expect(rangeText(r)).toBe('2023-01-01T05:06:07 : ');
    expect(parseTimeRange(rangeText(main), { now })).toEqual(main);
  });
});
