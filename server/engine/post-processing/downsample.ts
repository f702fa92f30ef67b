import { GenericDataType } from '../connectors/connector.ts';
import { lttbMany, m4 } from './downsample-algorithms.ts';
import { flatName, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { toNumber } from './values.ts';

export const DOWNSAMPLE_METHODS = ['lttb', 'm4'] as const;
export type DownsampleMethod = (typeof DOWNSAMPLE_METHODS)[number];

/** The most points a client may ask for (a very wide screen at twice its width, with room). */
const MAX_POINTS = 100_000;

/**
 * Loupe's `downsample` (never sent by Superset's client): thins the rows to at most `points`
 * with LTTB or M4 over the `x` column (an index level or a column; its values ordered ascending,
 * row positions when not numeric) and every numeric column. Rows are kept whole, so every other
 * column stays aligned. A frame already within `points` is returned as it is.
 */
export function downsample(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('downsample', raw, ['method', 'x', 'points']);
  const method = opts.oneOf('method', DOWNSAMPLE_METHODS, 'lttb');
  const x = opts.requiredString('x');
  const points = opts.integer('points', 3, MAX_POINTS);
  if (points === undefined) throw opts.fail('points', 'is required');
  const xValues =
    frame.index?.find((level) => level.name === x)?.values ??
    frame.columns.find((c) => flatName(frame, c) === x)?.values;
  if (!xValues) throw opts.fail('x', `names no column of the frame (${JSON.stringify(x)})`);
  if (frame.rowCount <= points) return frame;

  const numericX = xValues.map(toNumber);
  const usable = numericX.every((v) => v !== null);
  const order = [...Array(frame.rowCount).keys()];
  if (usable) order.sort((a, b) => numericX[a]! - numericX[b]! || a - b);
  const xs = order.map((r, i) => (usable ? numericX[r]! : i));
  const series = frame.columns
    .filter((c) => c.type === GenericDataType.NUMERIC && c.values !== xValues)
    .map((c) => order.map((r) => toNumber(c.values[r])));
  const picked = (method === 'm4' ? m4(xs, series, points) : lttbMany(xs, series, points)).map((i) => order[i]!);

  const take = (values: unknown[]) => picked.map((r) => values[r]);
  return {
    ...frame,
    index: frame.index?.map((level) => ({ ...level, values: take(level.values) })) ?? null,
    columns: frame.columns.map((c) => ({ ...c, values: take(c.values) })),
    rowCount: picked.length,
  };
}
