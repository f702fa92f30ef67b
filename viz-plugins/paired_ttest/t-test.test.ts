import { describe, expect, it } from 'vitest';
import { incompleteBeta, logGamma, studentTCdf } from './student-t.ts';
import { liftPercent, pairedPValue } from './t-test.ts';

describe('Student t CDF', () => {
  it('log-gamma matches factorials', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
  });
  it('incomplete beta: I_x(1,1) = x and symmetry', () => {
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(incompleteBeta(0.4, 2, 3) + incompleteBeta(0.6, 3, 2)).toBeCloseTo(1, 12);
  });
  it('matches published t-table values', () => {
    expect(studentTCdf(0, 7)).toBeCloseTo(0.5, 12);
    // t(0.975, 10) = 2.228138852, t(0.95, 5) = 2.015048373, Cauchy (df 1): 0.5 + atan(t)/π
    expect(studentTCdf(2.228138852, 10)).toBeCloseTo(0.975, 8);
    expect(studentTCdf(-2.015048373, 5)).toBeCloseTo(0.05, 8);
    expect(studentTCdf(1.5, 1)).toBeCloseTo(0.5 + Math.atan(1.5) / Math.PI, 10);
  });
});

describe('paired t-test', () => {
  it('p-value of a known paired sample', () => {
    // differences 1,2,3,4,5 → mean 3, sd 1.5811, t = 4.2426, df 4 → two-sided p = 0.013235
    expect(pairedPValue([11, 12, 13, 14, 15], [10, 10, 10, 10, 10])).toBeCloseTo(0.013235, 5);
  });
  it('identical series give NaN (no variance), like Superset', () => {
    expect(pairedPValue([1, 2, 3], [1, 2, 3])).toBeNaN();
  });
  it('lift is the relative difference of the sums in percent', () => {
    expect(liftPercent([10, 10], [12, 13])).toBe(25);
  });
});
