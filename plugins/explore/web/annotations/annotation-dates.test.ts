import { describe, expect, it } from 'vitest';
import { displayDate, toInputValue, toWireValue } from './annotation-dates.ts';

describe('annotation dates', () => {
  it('turns API datetimes into datetime-local values, keeping seconds only when set', () => {
    expect(toInputValue('2020-01-02T12:30:00')).toBe('2020-01-02T12:30');
    expect(toInputValue('2019-01-02T03:04:05.678900')).toBe('2019-01-02T03:04:05');
    expect(toInputValue(null)).toBe('');
    expect(toInputValue('yesterday')).toBe('');
  });

  it('turns input values into naive ISO seconds, null for anything else', () => {
    expect(toWireValue('2020-01-02T12:30')).toBe('2020-01-02T12:30:00');
    expect(toWireValue('2020-01-02T12:30:45')).toBe('2020-01-02T12:30:45');
    expect(toWireValue('')).toBeNull();
    expect(toWireValue('2020-01-02')).toBeNull();
  });

  it('shows a date with a space and minutes', () => {
    expect(displayDate('2020-01-02T12:30:00')).toBe('2020-01-02 12:30');
    expect(displayDate(undefined)).toBe('');
  });
});
