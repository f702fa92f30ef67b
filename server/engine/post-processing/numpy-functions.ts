import { GenericDataType } from '../connectors/connector.ts';
import { pairwiseSum } from './summation.ts';
import { compareLabels, finite, isMissing, toNumber } from './values.ts';

/** Reduces one group's cells to one value. */
export type Reducer = (values: readonly unknown[]) => unknown;

export interface NumpyFunction {
  reduce: Reducer;
  /** The type of the result, given the source column's type. */
  type: (source: GenericDataType) => GenericDataType;
}

/** The operators Superset accepts in `aggregates` (its NUMPY_FUNCTIONS). */
export const NUMPY_FUNCTION_NAMES = [
  'average',
  'argmin',
  'argmax',
  'count',
  'count_nonzero',
  'cumsum',
  'cumprod',
  'max',
  'mean',
  'median',
  'nansum',
  'nanmin',
  'nanmax',
  'nanmean',
  'nanmedian',
  'nanpercentile',
  'min',
  'percentile',
  'prod',
  'product',
  'std',
  'sum',
  'var',
] as const;

function present(values: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    const n = toNumber(v);
    if (n !== null) out.push(n);
  }
  return out;
}

/** NaN-propagating: any missing cell makes the result missing (numpy on an array with NaN). */
function all(values: readonly unknown[]): number[] | null {
  const out: number[] = [];
  for (const v of values) {
    const n = toNumber(v);
    if (n === null) return null;
    out.push(n);
  }
  return out;
}

/**
 * pandas' skipna view of a column for sum and mean (nanops fills missing cells with 0 in place, so
 * numpy's pairwise sum sees the same positions) and the count of present cells.
 */
function zeroFilled(values: readonly unknown[]): { xs: number[]; count: number } {
  let count = 0;
  const xs = values.map((v) => {
    const n = toNumber(v);
    if (n === null) return 0;
    count++;
    return n;
  });
  return { xs, count };
}

/** `Series.mean()` / `np.nanmean`: numpy's pairwise sum over the zero-filled column, over the present count. */
function skipnaMean(values: readonly unknown[]): number | null {
  const { xs, count } = zeroFilled(values);
  return count ? pairwiseSum(xs) / count : null;
}

/**
 * `Series.var(ddof)` as Superset's pandas computes it with bottleneck installed (bn.nanvar): the
 * mean by a plain running sum, then the plain sum of squared deviations, over count − ddof.
 */
export function variance(xs: readonly number[], ddof: number): number | null {
  if (xs.length - ddof <= 0) return null;
  let total = 0;
  for (const x of xs) total += x;
  const m = total / xs.length;
  let acc = 0;
  for (const x of xs) acc += (x - m) * (x - m);
  return acc / (xs.length - ddof);
}

/** Ascending numeric order that also places ±Infinity (a plain a − b is NaN for two infinities). */
export const ascending = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

/** numpy's median (`np.median`, `np.nanmedian`) and pandas' group median: the middle value, or the mean of the middle two, (a + b) / 2. */
export function sortedMedian(s: readonly number[]): number | null {
  if (!s.length) return null;
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}

export function median(xs: readonly number[]): number | null {
  return sortedMedian([...xs].sort(ascending));
}

/** numpy's percentile with linear (or midpoint) interpolation (q in 0..100). */
export function percentile(xs: readonly number[], q: number, mode: 'linear' | 'midpoint' = 'linear'): number | null {
  if (!xs.length) return null;
  return sortedPercentile([...xs].sort(ascending), q, mode);
}

/**
 * numpy's `_lerp`: a + (b − a)·t below t = 0.5, b − (b − a)·(1 − t) from there on (numpy's way to
 * stay monotonic); the results differ from a + (b − a)·t in the last bits.
 */
export function numpyLerp(a: number, b: number, t: number): number {
  const d = b - a;
  return t >= 0.5 ? b - d * (1 - t) : a + d * t;
}

/**
 * numpy's percentile of values already in ascending order: the virtual index (n − 1)·q/100, then
 * `_lerp` between its neighbours, by its fraction (linear) or by 0.5 unless it is whole (midpoint).
 */
export function sortedPercentile(s: readonly number[], q: number, mode: 'linear' | 'midpoint'): number | null {
  if (!s.length) return null;
  const pos = (q / 100) * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(lo + 1, s.length - 1);
  const gamma = mode === 'midpoint' ? (pos === lo ? 0 : 0.5) : pos - lo;
  if (gamma === 0) return s[lo]!;
  return numpyLerp(s[lo]!, s[hi]!, gamma);
}

/** max/min over numbers, or over other labels (strings) as pandas compares them. */
function extreme(values: readonly unknown[], sign: 1 | -1): unknown {
  let best: unknown = null;
  const numeric = values.every((v) => isMissing(v) || toNumber(v) !== null);
  for (const v of values) {
    if (isMissing(v)) continue;
    const cand = numeric ? toNumber(v) : v;
    if (best === null || compareLabels(cand, best) * sign > 0) best = cand;
  }
  return best;
}

function position(values: readonly unknown[], sign: 1 | -1): number | null {
  let best: number | null = null;
  let at: number | null = null;
  values.forEach((v, i) => {
    const n = toNumber(v);
    if (n !== null && (best === null || (n - best) * sign > 0)) {
      best = n;
      at = i;
    }
  });
  return at;
}

const numeric = () => GenericDataType.NUMERIC;

/**
 * Builds the reducer for a numpy operator and its options, with pandas' view of missing values:
 * reductions numpy hands to the Series (mean, sum, min, max, std, var, prod, argmin, argmax) skip
 * them; median, percentile and average see the raw array and turn missing; count counts every row
 * (np.ma.count of an unmasked array). Throws a message (without the operation) when the operator
 * or its options are wrong.
 */
export function numpyFunction(operator: string, options: Record<string, unknown>): NumpyFunction {
  const allowed: Record<string, string[]> = { std: ['ddof'], var: ['ddof'], percentile: ['q'], nanpercentile: ['q'] };
  for (const key of Object.keys(options)) {
    if (!(allowed[operator] ?? []).includes(key)) throw new Error(`option "${key}" is not accepted by ${operator}`);
  }
  const ddof = options.ddof ?? 0;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0)
    throw new Error('option "ddof" must be a non-negative integer');
  const q = options.q;
  if ((operator === 'percentile' || operator === 'nanpercentile') && (typeof q !== 'number' || q < 0 || q > 100)) {
    throw new Error(`${operator} needs option "q", a number between 0 and 100`);
  }
  const n = (reduce: Reducer): NumpyFunction => ({ reduce, type: numeric });
  switch (operator) {
    case 'mean':
    case 'nanmean':
      return n((v) => finite(skipnaMean(v)));
    case 'sum':
    case 'nansum':
      return n((v) => finite(pairwiseSum(zeroFilled(v).xs)));
    case 'prod':
    case 'product':
      return n((v) => finite(present(v).reduce((a, b) => a * b, 1)));
    case 'max':
    case 'nanmax':
      return { reduce: (v) => extreme(v, 1), type: (t) => t };
    case 'min':
    case 'nanmin':
      return { reduce: (v) => extreme(v, -1), type: (t) => t };
    case 'std':
      return n((v) => {
        const x = variance(present(v), ddof);
        return x === null ? null : finite(Math.sqrt(x));
      });
    case 'var':
      return n((v) => finite(variance(present(v), ddof)));
    case 'median': {
      return n((v) => {
        const xs = all(v);
        return xs ? finite(median(xs)) : null;
      });
    }
    case 'nanmedian':
      return n((v) => finite(median(present(v))));
    case 'percentile':
      return n((v) => {
        const xs = all(v);
        return xs ? finite(percentile(xs, q as number)) : null;
      });
    case 'nanpercentile':
      return n((v) => finite(percentile(present(v), q as number)));
    case 'average':
      return n((v) => {
        const xs = all(v);
        return xs?.length ? finite(pairwiseSum(xs) / xs.length) : null;
      });
    case 'count':
      return n((v) => v.length);
    case 'count_nonzero':
      return n((v) => v.filter((x) => x === undefined || toNumber(x) !== 0).length);
    case 'argmax':
      return n((v) => position(v, 1));
    case 'argmin':
      return n((v) => position(v, -1));
    case 'cumsum':
    case 'cumprod':
      throw new Error(`${operator} does not reduce a group to one value; use the cum operation`);
    default:
      throw new Error(`Invalid numpy function: ${operator}`);
  }
}
