import { GenericDataType } from '../connectors/connector.ts';
import { appendColumns, sourceColumns } from './append-columns.ts';
import { takeRows, type LabeledFrame } from './labeled-frame.ts';
import { percentile, variance } from './numpy-functions.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { movingMoments, slide } from './rolling-window.ts';
import { finite, toNumber } from './values.ts';

/** The rolling functions Superset allows (its DENYLIST_ROLLING_FUNCTIONS, an allow list in fact) but corr/cov, which pair columns. */
const ROLLING_TYPES = ['count', 'kurt', 'max', 'mean', 'median', 'min', 'std', 'skew', 'sum', 'var', 'quantile'] as const;
type RollingType = (typeof ROLLING_TYPES)[number];

function skew(xs: number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const m = xs.reduce((a, b) => a + b, 0) / n;
  let m2 = 0;
  let m3 = 0;
  for (const x of xs) {
    m2 += (x - m) ** 2;
    m3 += (x - m) ** 3;
  }
  m2 /= n;
  m3 /= n;
  if (m2 === 0) return 0;
  return (Math.sqrt(n * (n - 1)) / (n - 2)) * (m3 / m2 ** 1.5);
}

function kurt(xs: number[]): number | null {
  const n = xs.length;
  if (n < 4) return null;
  const m = xs.reduce((a, b) => a + b, 0) / n;
  let m2 = 0;
  let m4 = 0;
  for (const x of xs) {
    m2 += (x - m) ** 2;
    m4 += (x - m) ** 4;
  }
  if (m2 === 0) return 0;
  const s2 = m2 / (n - 1);
  return ((n * (n + 1)) / ((n - 1) * (n - 2) * (n - 3))) * (m4 / (s2 * s2)) - (3 * (n - 1) ** 2) / ((n - 2) * (n - 3));
}

function reducer(opts: Options, type: RollingType, extra: Record<string, unknown>): (xs: number[]) => number | null {
  const allowed: Partial<Record<RollingType, string[]>> = { std: ['ddof'], var: ['ddof'], quantile: ['quantile', 'q', 'interpolation'] };
  for (const key of Object.keys(extra)) {
    if (!(allowed[type] ?? []).includes(key)) throw opts.fail('rolling_type_options', `has "${key}", which ${type} does not take`);
  }
  const ddof = extra.ddof ?? 1;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0) throw opts.fail('rolling_type_options', 'has a "ddof" that is not a non-negative integer');
  const q = extra.quantile ?? extra.q;
  if (type === 'quantile' && (typeof q !== 'number' || q < 0 || q > 1)) throw opts.fail('rolling_type_options', 'needs "quantile", a number between 0 and 1');
  if (extra.interpolation !== undefined && extra.interpolation !== 'linear' && extra.interpolation !== 'midpoint') {
    throw opts.fail('rolling_type_options', 'has an "interpolation" other than linear or midpoint');
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  switch (type) {
    case 'count':
      return (xs) => xs.length;
    case 'sum':
      return sum;
    case 'mean':
      return (xs) => sum(xs) / xs.length;
    case 'min':
      return (xs) => Math.min(...xs);
    case 'max':
      return (xs) => Math.max(...xs);
    case 'median':
      return (xs) => percentile(xs, 50);
    case 'quantile':
      return (xs) => percentile(xs, (q as number) * 100, extra.interpolation === 'midpoint' ? 'midpoint' : 'linear');
    case 'var':
      return (xs) => variance(xs, ddof);
    case 'std':
      return (xs) => {
        const v = variance(xs, ddof);
        return v === null ? null : Math.sqrt(v);
      };
    case 'skew':
      return skew;
    case 'kurt':
      return kurt;
  }
}

/**
 * Superset's rolling: a fixed window of `window` rows over each of `columns` ({source: target}),
 * ending at the row (or centred on it), computed over the window's non-missing values once there
 * are `min_periods` of them (default: the window); sum, mean, count, var and std slide in linear
 * time, the others look at each window. With `min_periods`, the first
 * `min_periods - 1` rows of the frame are dropped, as Superset does.
 */
export function rolling(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('rolling', raw, ['columns', 'rolling_type', 'window', 'min_periods', 'center', 'win_type', 'rolling_type_options']);
  const mapping = opts.mapping('columns');
  if (!mapping) throw opts.fail('columns', 'is required');
  requireColumns(opts, frame, 'columns', [...mapping.keys()]);
  if (!opts.has('window')) throw opts.fail('window', 'is required: Undefined window for rolling operation');
  const window = opts.integer('window', 1, 10000)!;
  const type = opts.oneOf('rolling_type', ROLLING_TYPES);
  const minPeriods = opts.integer('min_periods', 0, 10000);
  const center = opts.bool('center', false);
  if (opts.has('win_type')) throw opts.fail('win_type', 'is not supported by Loupe (weighted windows)');
  const extra = opts.object('rolling_type_options') ?? {};
  const reduce = reducer(opts, type, extra);
  const need = minPeriods ?? window;
  const offset = center ? Math.floor((window - 1) / 2) : 0;

  const sources = sourceColumns(frame, mapping);
  const computed = sources.map((src) => {
    const xs = src.values.map(toNumber);
    if (type === 'sum' || type === 'mean' || type === 'count' || type === 'var' || type === 'std') {
      const ddof = (extra.ddof as number | undefined) ?? 1;
      return { ...src, type: GenericDataType.NUMERIC, values: slide(xs, window, offset, need, movingMoments(type, ddof)).map(finite) };
    }
    const out = new Array<unknown>(frame.rowCount);
    for (let i = 0; i < frame.rowCount; i++) {
      const end = Math.min(frame.rowCount, i + 1 + offset);
      const start = Math.max(0, end - window);
      const present: number[] = [];
      for (let j = start; j < end; j++) if (xs[j] !== null) present.push(xs[j]!);
      if (present.length < need) out[i] = null;
      else if (present.length === 0) out[i] = null;
      else out[i] = finite(reduce(present));
    }
    return { ...src, type: GenericDataType.NUMERIC, values: out };
  });
  const result = appendColumns(frame, sources, computed, mapping);
  if (!minPeriods) return result;
  const keep = [...Array(Math.max(0, frame.rowCount - (minPeriods - 1))).keys()].map((i) => i + minPeriods - 1);
  return takeRows(result, keep);
}
