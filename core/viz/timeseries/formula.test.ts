import { describe, expect, it } from 'vitest';
import { parseFormula } from './formula.ts';

describe('parseFormula', () => {
  it('evaluates arithmetic with x and precedence', () => {
    expect(parseFormula('2*x + 100000')(5)).toBe(100010);
    expect(parseFormula('(x + 1) * 3')(1)).toBe(6);
    expect(parseFormula('-x ^ 2')(3)).toBe(-9);
    expect(parseFormula('2 ^ 3 ^ 2')(0)).toBe(512);
    expect(parseFormula('10 % 4 / 2')(0)).toBe(1);
    expect(parseFormula('1.5e3')(0)).toBe(1500);
  });

  it('rejects anything that is not arithmetic', () => {
    expect(() => parseFormula('alert(1)')).toThrow('Invalid formula');
    expect(() => parseFormula('x +')).toThrow('Invalid formula');
    expect(() => parseFormula('(x')).toThrow('Invalid formula');
    expect(() => parseFormula('x x')).toThrow('Invalid formula');
  });
});
