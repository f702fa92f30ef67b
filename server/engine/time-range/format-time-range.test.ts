import { describe, expect, it } from 'vitest';
import { describeTimeRange, formatDatetime, formatTimeRange } from './format-time-range.ts';
import { TimeRangeError } from './time-range-error.ts';

const NOW = new Date('2024-06-15T14:30:00Z');

describe('formatDatetime', () => {
  it('writes Python’s naive isoformat, seconds precision at whole seconds', () => {
    expect(formatDatetime(new Date('2024-06-08T00:00:00Z'))).toBe('2024-06-08T00:00:00');
    expect(formatDatetime(new Date('2024-12-31T23:59:59Z'))).toBe('2024-12-31T23:59:59');
  });

  it('adds microseconds only when there are fractions of a second', () => {
    expect(formatDatetime(new Date('2020-01-01T12:00:00.123Z'))).toBe('2020-01-01T12:00:00.123000');
    expect(formatDatetime(new Date('2020-01-01T12:00:00.005Z'))).toBe('2020-01-01T12:00:00.005000');
  });

  it('pads years to four digits', () => {
    const d = new Date(Date.UTC(2000, 0, 2));
    d.setUTCFullYear(999);
    expect(formatDatetime(d)).toBe('0999-01-02T00:00:00');
  });
});

describe('formatTimeRange', () => {
  it('writes an unbounded side as ""', () => {
    expect(formatTimeRange({ since: null, until: new Date('2024-06-15T00:00:00Z') })).toEqual({
      since: '',
      until: '2024-06-15T00:00:00',
    });
    expect(formatTimeRange({ since: null, until: null })).toEqual({ since: '', until: '' });
  });
});

describe('describeTimeRange', () => {
  it('answers as one entry of the endpoint’s result', () => {
    expect(describeTimeRange('Last week', undefined, NOW)).toEqual({
      since: '2024-06-08T00:00:00',
      until: '2024-06-15T00:00:00',
      timeRange: 'Last week',
      shift: null,
    });
    expect(describeTimeRange('Last week', '1 year ago', NOW)).toEqual({
      since: '2023-06-08T00:00:00',
      until: '2023-06-15T00:00:00',
      timeRange: 'Last week',
      shift: '1 year ago',
    });
    expect(describeTimeRange('No filter', null, NOW)).toEqual({
      since: '',
      until: '',
      timeRange: 'No filter',
      shift: null,
    });
  });

  it('lets TimeRangeError through for the caller to answer', () => {
    expect(() => describeTimeRange('nonsense : now', null, NOW)).toThrow(TimeRangeError);
  });
});
