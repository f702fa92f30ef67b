import { describe, expect, it } from 'vitest';
import { cronProblem, defaultStart, intervalCron } from './schedule-info.ts';

describe('intervalCron', () => {
  const start = new Date(Date.UTC(2026, 10, 24, 9, 30)); // a Tuesday
  it('anchors each interval on the start date in UTC', () => {
    expect(intervalCron('hourly', start)).toBe('30 * * * *');
    expect(intervalCron('daily', start)).toBe('30 9 * * *');
    expect(intervalCron('weekly', start)).toBe('30 9 * * 2');
    expect(intervalCron('monthly', start)).toBe('30 9 24 * *');
  });
  it('gives expressions the validator accepts', () => {
    for (const every of ['hourly', 'daily', 'weekly', 'monthly'] as const)
      expect(cronProblem(intervalCron(every, start))).toBeNull();
  });
});

describe('cronProblem', () => {
  it('accepts lists, ranges, steps and macros', () => {
    for (const ok of ['*/15 * * * *', '0 9-17 * * 1-5', '0,30 8 1,15 * *', '5 4 * * 7', '@daily', '0 0 1 */3 *'])
      expect(cronProblem(ok)).toBeNull();
  });
  it('names what is wrong', () => {
    expect(cronProblem('')).toMatch(/Enter/);
    expect(cronProblem('* * * *')).toMatch(/five fields/);
    expect(cronProblem('60 * * * *')).toMatch(/minute/);
    expect(cronProblem('0 24 * * *')).toMatch(/hour/);
    expect(cronProblem('0 0 0 * *')).toMatch(/day of month/);
    expect(cronProblem('0 0 * 13 *')).toMatch(/month/);
    expect(cronProblem('0 0 * * 8')).toMatch(/day of week/);
    expect(cronProblem('*/0 * * * *')).toMatch(/minute/);
    expect(cronProblem('5-1 * * * *')).toMatch(/minute/);
    expect(cronProblem('@sometimes')).toMatch(/Unknown macro/);
  });
});

describe('defaultStart', () => {
  it('is tomorrow at nine', () => {
    const d = defaultStart(new Date(2026, 10, 23, 17, 5));
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2026, 10, 24, 9, 0]);
  });
});
