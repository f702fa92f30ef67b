import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { numpyFunction } from './numpy-functions.ts';
import { compareLabels, finite, pythonFloat, pythonStr, toNumber, tupleKey } from './values.ts';

describe('values as pandas sees them', () => {
  it('reads numbers from numbers, decimal strings, big ints and booleans; missing otherwise', () => {
    expect([3, '12345678901234567890', 10n, true, null, undefined, Number.NaN, 'abc', ''].map(toNumber)).toEqual([
      3,
      1.2345678901234567e19,
      10,
      1,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([1, Number.NaN, Infinity, -Infinity, null].map(finite)).toEqual([1, null, null, null, null]);
  });

  it('writes labels as Python str()', () => {
    expect(pythonFloat(2)).toBe('2.0');
    expect(pythonFloat(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(pythonFloat(1e-7)).toBe('1e-07');
    expect(pythonStr(2001, T.NUMERIC)).toBe('2001');
    expect(pythonStr(Date.UTC(2024, 5, 1, 13, 5), T.TEMPORAL)).toBe('2024-06-01 13:05:00');
    expect(pythonStr(false, T.BOOLEAN)).toBe('False');
  });

  it('orders numbers before strings and missing last', () => {
    expect(['b', null, 10, 'a', 2].sort(compareLabels)).toEqual([2, 10, 'a', 'b', null]);
    expect(tupleKey([1, 'x'])).not.toBe(tupleKey(['1', 'x']));
    expect(tupleKey([null])).not.toBe(tupleKey(['null']));
  });
});

describe('numpy functions over a group', () => {
  const cells = [4, null, 1, 7];
  const run = (op: string, options: Record<string, unknown> = {}) => numpyFunction(op, options).reduce(cells);

  it('skips missing values where numpy hands the Series to pandas, and turns missing where it does not', () => {
    expect(run('sum')).toBe(12);
    expect(run('mean')).toBe(4);
    expect(run('max')).toBe(7);
    expect(run('min')).toBe(1);
    expect(run('prod')).toBe(28);
    expect(run('var')).toBe(6);
    expect(run('std', { ddof: 1 })).toBe(3);
    expect(run('nanmedian')).toBe(4);
    expect(run('median')).toBeNull();
    expect(run('average')).toBeNull();
    expect(run('percentile', { q: 50 })).toBeNull();
    expect(run('nanpercentile', { q: 25 })).toBe(2.5);
    expect(run('count')).toBe(4);
    expect(run('count_nonzero')).toBe(4);
    expect(run('argmax')).toBe(3);
    expect(run('argmin')).toBe(2);
  });

  it('answers an empty group as numpy does', () => {
    expect(numpyFunction('sum', {}).reduce([])).toBe(0);
    expect(numpyFunction('mean', {}).reduce([])).toBeNull();
    expect(numpyFunction('max', {}).reduce([null])).toBeNull();
  });

  it('refuses unknown functions and options', () => {
    expect(() => numpyFunction('mode', {})).toThrow('Invalid numpy function: mode');
    expect(() => numpyFunction('sum', { axis: 1 })).toThrow(/not accepted by sum/);
  });
});

describe('numpy functions to the last bit', () => {
  const tenth = Array<number>(10).fill(0.1);

  it('sums and averages pairwise as numpy does', () => {
    // np.sum([0.1] * 10) = 1.0 (pairwise summation); a running sum gives 0.9999999999999999
    expect(numpyFunction('sum', {}).reduce(tenth)).toBe(1);
    expect(numpyFunction('nansum', {}).reduce([...tenth, null])).toBe(1);
    // pd.Series([0.1] * 10 + [nan]).mean() = np.sum(zero-filled) / 10 = 0.1
    expect(numpyFunction('mean', {}).reduce([...tenth, null])).toBe(0.1);
    // np.average([0.1] * 10) = ndarray.mean() = 0.1
    expect(numpyFunction('average', {}).reduce(tenth)).toBe(0.1);
  });

  it('takes a median as (a + b) / 2 and a percentile with numpy’s _lerp', () => {
    // np.median([0.7, 0.1]) = mean of the middle two = (0.1 + 0.7) / 2 = 0.39999999999999997
    expect(numpyFunction('median', {}).reduce([0.7, 0.1])).toBe(0.39999999999999997);
    expect(numpyFunction('nanmedian', {}).reduce([0.7, null, 0.1])).toBe(0.39999999999999997);
    // np.percentile([0.1, 0.2], 70): gamma 0.7 >= 0.5, so 0.2 - (0.2 - 0.1) * (1 - 0.7) = 0.17
    expect(numpyFunction('percentile', { q: 70 }).reduce([0.2, 0.1])).toBe(0.17);
    // np.nanpercentile([0.1, 0.2], 30): gamma 0.3 < 0.5, so 0.1 + (0.2 - 0.1) * 0.3
    expect(numpyFunction('nanpercentile', { q: 30 }).reduce([0.2, null, 0.1])).toBe(0.1 + (0.2 - 0.1) * 0.3);
  });

  it('computes var and std as bottleneck does (Superset installs it): running sums, two passes', () => {
    // pd.Series([1, 2, 3, 4]).var() -> bn.nanvar(ddof=1): mean 2.5, squares 2.25 + 0.25 + 0.25 + 2.25 = 5, / 3
    expect(numpyFunction('var', { ddof: 1 }).reduce([1, 2, 3, 4])).toBe(5 / 3);
    // np.std(Series) passes ddof=0: sqrt(5 / 4)
    expect(numpyFunction('std', {}).reduce([1, 2, 3, 4, null])).toBe(Math.sqrt(5 / 4));
  });
});
