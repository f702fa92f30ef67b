import { describe, expect, it } from 'vitest';
import { defaultCustomRange, encodeCustom, isAdvancedValid, parseCustom, rangeTypeOf } from './time-range-rules.ts';

describe('time-range rules', () => {
  it('derives the range type from the value (spec §4.8)', () => {
    expect(rangeTypeOf('No filter')).toBe('No filter');
    expect(rangeTypeOf('')).toBe('No filter');
    expect(rangeTypeOf('Last quarter')).toBe('Last');
    expect(rangeTypeOf('previous calendar month')).toBe('Previous');
    expect(rangeTypeOf('2020-01-01T00:00:00 : now')).toBe('Custom');
    expect(rangeTypeOf('DATEADD(DATETIME("now"), -7, day) : today')).toBe('Custom');
    expect(rangeTypeOf('Last 3 days : now')).toBe('Advanced');
  });

  it('encodes the default custom range: 7 days before today midnight until today midnight (spec §9)', () => {
    const now = new Date('2024-05-17T13:45:00Z');
    expect(encodeCustom(defaultCustomRange(now))).toBe(
      'DATEADD(DATETIME("2024-05-17T00:00:00"), -7, day) : 2024-05-17T00:00:00',
    );
  });

  it('anchors two relative sides to now or the anchor datetime, and reads them back', () => {
    const r = defaultCustomRange(new Date('2024-05-17T00:00:00Z'));
    const both = { ...r, until: { ...r.until, mode: 'relative' as const, grainValue: 1, grain: 'week' as const } };
    const text = encodeCustom(both);
    expect(text).toBe('DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 1, week)');
    expect(parseCustom(text)).toMatchObject({ anchorMode: 'now', until: { grainValue: 1, grain: 'week' } });
    expect(encodeCustom({ ...both, anchorMode: 'specific', anchorValue: '2024-01-01T00:00:00' })).toContain(
      'DATETIME("2024-01-01T00:00:00")',
    );
  });

  it('needs " : " in advanced text (spec §5.5)', () => {
    expect(isAdvancedValid('now : today')).toBe(true);
    expect(isAdvancedValid('now')).toBe(false);
  });
});
