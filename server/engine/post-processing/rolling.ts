import { GenericDataType } from '../connectors/connector.ts';
import { appendColumns, sourceColumns } from './append-columns.ts';
import { takeRows, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import {
  movingOrder,
  movingShape,
  movingSum,
  movingVariance,
  shapeShift,
  slide,
  windowMedian,
  windowQuantile,
  type WindowAccumulator,
} from './rolling-window.ts';
import { finite, toNumber } from './values.ts';

/** The rolling functions Superset allows (its DENYLIST_ROLLING_FUNCTIONS, an allow list in fact) but corr/cov, which pair columns. */
const ROLLING_TYPES = [
  'count',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'std',
  'skew',
  'sum',
  'var',
  'quantile',
] as const;
type RollingType = (typeof ROLLING_TYPES)[number];

function accumulator(opts: Options, type: RollingType, extra: Record<string, unknown>): () => WindowAccumulator {
  const allowed: Partial<Record<RollingType, string[]>> = {
    std: ['ddof'],
    var: ['ddof'],
    quantile: ['quantile', 'q', 'interpolation'],
  };
  for (const key of Object.keys(extra)) {
    if (!(allowed[type] ?? []).includes(key))
      throw opts.fail('rolling_type_options', `has "${key}", which ${type} does not take`);
  }
  const ddof = extra.ddof ?? 1;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0)
    throw opts.fail('rolling_type_options', 'has a "ddof" that is not a non-negative integer');
  const q = extra.quantile ?? extra.q;
  if (type === 'quantile' && (typeof q !== 'number' || q < 0 || q > 1))
    throw opts.fail('rolling_type_options', 'needs "quantile", a number between 0 and 1');
  if (extra.interpolation !== undefined && extra.interpolation !== 'linear' && extra.interpolation !== 'midpoint') {
    throw opts.fail('rolling_type_options', 'has an "interpolation" other than linear or midpoint');
  }
  const mode = extra.interpolation === 'midpoint' ? 'midpoint' : 'linear';
  switch (type) {
    case 'sum':
    case 'count': // a sum of 1 for each present value over every row (see rolling())
      return () => movingSum('sum');
    case 'mean':
      return () => movingSum('mean');
    case 'var':
    case 'std':
      return () => movingVariance(type, ddof);
    case 'min':
      return () => movingOrder((s) => s[0]!);
    case 'max':
      return () => movingOrder((s) => s[s.length - 1]!);
    case 'median':
      return () => movingOrder(windowMedian);
    case 'quantile':
      return () => movingOrder((s) => windowQuantile(s, q as number, mode));
    case 'skew':
    case 'kurt':
      return () => movingShape(type);
  }
}

/**
 * Superset's rolling: a fixed window of `window` rows over each of `columns` ({source: target}),
 * ending at the row (or centred on it), computed over the window's non-missing values once there
 * are `min_periods` of them (default: the window); every statistic slides (values enter and
 * leave running totals or a sorted window), never recomputing a window. With `min_periods`, the first
 * `min_periods - 1` rows of the frame are dropped, as Superset does.
 */
export function rolling(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('rolling', raw, [
    'columns',
    'rolling_type',
    'window',
    'min_periods',
    'center',
    'win_type',
    'rolling_type_options',
  ]);
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
  const makeAccumulator = accumulator(opts, type, extra);
  const need = minPeriods ?? window;
  const offset = center ? Math.floor((window - 1) / 2) : 0;

  const sources = sourceColumns(frame, mapping);
  const computed = sources.map((src) => {
    let xs = src.values.map(toNumber);
    // pandas counts over notna(column) as 0/1 values, so a window's row count meets min_periods
    if (type === 'count') xs = xs.map((x) => (x === null ? 0 : 1));
    if (type === 'skew' || type === 'kurt') {
      const shift = shapeShift(xs, type);
      if (shift) xs = xs.map((x) => (x === null ? null : x - shift));
    }
    return {
      ...src,
      type: GenericDataType.NUMERIC,
      values: slide(xs, window, offset, need, makeAccumulator()).map(finite),
    };
  });
  const result = appendColumns(frame, sources, computed, mapping);
  if (!minPeriods) return result;
  const keep = [...Array(Math.max(0, frame.rowCount - (minPeriods - 1))).keys()].map((i) => i + minPeriods - 1);
  return takeRows(result, keep);
}
