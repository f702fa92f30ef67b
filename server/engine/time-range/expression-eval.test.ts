import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression-eval.ts';

// Saturday 2024-06-15 14:30:00 (naive UTC).
const NOW = new Date('2024-06-15T14:30:00Z');
const evaluate = (src: string, now = NOW) => evaluateExpression(src, now).toISOString().replace('.000Z', '');

describe('evaluateExpression', () => {
  it.each([
    ['DATETIME("now")', '2024-06-15T14:30:00'],
    ["DATETIME('today')", '2024-06-15T00:00:00'],
    ['DATETIME("7 days ago")', '2024-06-08T00:00:00'],
    ['DATEADD(DATETIME("now"), -7, day)', '2024-06-08T14:30:00'],
    ['DATEADD(DATETIME("today"), 2, quarter)', '2024-12-15T00:00:00'],
    ['DATEADD(DATETIME("today"), -3, week)', '2024-05-25T00:00:00'],
    ['DATEADD(DATETIME("now"), 40, minute)', '2024-06-15T15:10:00'],
    ['DATEADD(DATETIME("now"), -11, second)', '2024-06-15T14:29:49'],
    ['DATETRUNC(DATETIME("now"), quarter)', '2024-04-01T00:00:00'],
    ['DATETRUNC(DATETIME("now"), week)', '2024-06-10T00:00:00'],
    ['DATETRUNC(DATETIME("now"), hour)', '2024-06-15T14:00:00'],
    ['LASTDAY(DATETIME("now"), year)', '2024-12-31T00:00:00'],
    ['LASTDAY(DATETIME("now"), quarter)', '2024-06-30T00:00:00'],
    ['LASTDAY(DATETIME("now"), week)', '2024-06-16T00:00:00'],
  ])('%s → %s', (src, expected) => {
    expect(evaluate(src)).toBe(expected);
  });

  it('clamps month ends and respects leap years', () => {
    expect(evaluate('DATEADD(DATETIME("2024-01-31"), 1, month)')).toBe('2024-02-29T00:00:00');
    expect(evaluate('DATEADD(DATETIME("2023-01-31"), 1, month)')).toBe('2023-02-28T00:00:00');
    expect(evaluate('DATEADD(DATETIME("2024-05-31"), -1, quarter)')).toBe('2024-02-29T00:00:00');
    expect(evaluate('DATEADD(DATETIME("2024-02-29"), -1, year)')).toBe('2023-02-28T00:00:00');
    expect(evaluate('LASTDAY(DATEADD(DATETIME("2018-01-01T00:00:00"), 1, month), month)')).toBe('2018-02-28T00:00:00');
    expect(evaluate('LASTDAY(DATETIME("2024-02-01"), month)')).toBe('2024-02-29T00:00:00');
  });

  it('uses DATEDIFF as a count, in days (rounded down) or years', () => {
    expect(evaluate('DATEADD(DATETIME("2024-01-01"), DATEDIFF(DATETIME("2024-06-01"), DATETIME("now")), day)')).toBe(
      '2024-01-15T00:00:00',
    );
    expect(
      evaluate('DATEADD(DATETIME("2000-03-01"), DATEDIFF(DATETIME("1990-12-31"), DATETIME("today"), year), year)'),
    ).toBe('2034-03-01T00:00:00');
    expect(
      evaluate('DATEADD(DATETIME("2024-01-10"), DATEDIFF(DATETIME("now"), DATETIME("2024-06-14T15:00")), day)'),
    ).toBe('2024-01-09T00:00:00');
  });

  it('nests freely', () => {
    expect(
      evaluate('DATEADD(DATETRUNC(LASTDAY(DATEADD(DATETIME("2024-01-31"), 1, month), month), week), 1, day)'),
    ).toBe('2024-02-27T00:00:00');
  });

  it('finds holidays in the current year, or in the year of its date argument', () => {
    expect(evaluate('HOLIDAY("Christmas")')).toBe('2024-12-25T00:00:00');
    expect(evaluate('HOLIDAY("Labor day", DATETIME("2018-01-01T00:00:00"))')).toBe('2018-09-03T00:00:00');
    expect(evaluate('HOLIDAY("Boxing day", DATETIME("2018-01-01T00:00:00"), "UK")')).toBe('2018-12-26T00:00:00');
    expect(evaluate('HOLIDAY("Juneteenth", DATETIME("2022-01-01T00:00:00"), "US")')).toBe('2022-06-19T00:00:00');
    expect(evaluate('DATEADD(HOLIDAY("thanksgiving", DATETIME("2023-06-01")), 1, day)')).toBe('2023-11-24T00:00:00');
    expect(() => evaluate('HOLIDAY("Bastille Day")')).toThrow('Unable to find such a holiday: [Bastille Day]');
  });

  it('reports what DATETIME cannot read', () => {
    expect(() => evaluate('DATETIME("blue moon")')).toThrow('Cannot parse time string [blue moon]');
    expect(() => evaluate('DATEADD(DATETIME("now"), 99999, year)')).toThrow('date value out of range');
  });
});
