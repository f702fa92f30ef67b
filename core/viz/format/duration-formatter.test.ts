import { describe, expect, it } from 'vitest';

import { createDurationFormatter, formatDuration } from './duration-formatter.ts';
import { formatNumber } from './number-format-registry.ts';

// Expected strings from superset-ui-core/test/number-format/factories/createDurationFormatter.test.ts
// (pretty-ms based) and pretty-ms' own README ('1:35.5').

describe('DURATION', () => {
  it('formats milliseconds as pretty-ms does', () => {
    expect(formatNumber('DURATION', 0)).toBe('0ms');
    expect(formatNumber('DURATION', 500)).toBe('500ms');
    expect(formatNumber('DURATION', 1000)).toBe('1s');
    expect(formatNumber('DURATION', 1337)).toBe('1.3s');
    expect(formatNumber('DURATION', 10500)).toBe('10.5s');
    expect(formatNumber('DURATION', 60 * 1000)).toBe('1m');
    expect(formatNumber('DURATION', 90 * 1000)).toBe('1m 30s');
    expect(formatNumber('DURATION', 26 * 3600 * 1000 + 5000)).toBe('1d 2h 5s');
    expect(formatNumber('DURATION', 400 * 86400 * 1000)).toBe('1y 35d');
  });
  it('keeps the sign of negative durations and echoes null', () => {
    expect(formatNumber('DURATION', -90000)).toBe('-1m 30s');
    expect(formatNumber('DURATION', null)).toBe('null');
  });
  it('scales seconds with a multiplier', () => {
    const seconds = createDurationFormatter({ multiplier: 1000 });
    expect(seconds(0.5)).toBe('500ms');
    expect(seconds(30)).toBe('30s');
    expect(seconds(90)).toBe('1m 30s');
  });
  it('honours secondsDecimalDigits', () => {
    expect(formatDuration(10500, { secondsDecimalDigits: 0 })).toBe('10s');
  });
});

describe('DURATION_SUB and DURATION_COL', () => {
  it('shows sub-millisecond units', () => {
    expect(formatNumber('DURATION_SUB', 100.40008)).toBe('100ms 400µs 80ns');
    expect(formatNumber('DURATION_SUB', 1500)).toBe('1s 500ms');
  });
  it('uses colon notation', () => {
    expect(formatNumber('DURATION_COL', 10500)).toBe('0:10.5');
    expect(formatNumber('DURATION_COL', 95500)).toBe('1:35.5');
    expect(formatNumber('DURATION_COL', 3600000 + 65000)).toBe('1:01:05');
  });
});
