import { GenericDataType } from '../connectors/connector.ts';
import type { LabeledFrame } from './labeled-frame.ts';
import { median } from './numpy-functions.ts';
import { Options } from './options.ts';
import { parseResampleRule } from './resample-rule.ts';
import { kahanSum } from './summation.ts';
import { finite, isMissing, toNumber } from './values.ts';

const METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
const MAX_BINS = 1_000_000;

/** Linear interpolation by position; leading gaps stay, trailing gaps take the last value (pandas). */
function interpolate(values: unknown[]): unknown[] {
  const xs = values.map(toNumber);
  const out: unknown[] = [...xs];
  let prev = -1;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] === null) continue;
    if (prev >= 0 && i - prev > 1) {
      // np.interp, as pandas' interpolate(method="linear") calls it: slope · (x − x0) + y0
      const slope = (xs[i]! - xs[prev]!) / (i - prev);
      for (let j = prev + 1; j < i; j++) out[j] = slope * (j - prev) + xs[prev]!;
    }
    prev = i;
  }
  if (prev >= 0) for (let j = prev + 1; j < xs.length; j++) out[j] = xs[prev];
  return out;
}

function fillDown(values: unknown[], reverse: boolean): unknown[] {
  const out = [...values];
  let last: unknown = null;
  for (let k = 0; k < out.length; k++) {
    const i = reverse ? out.length - 1 - k : k;
    if (isMissing(out[i])) out[i] = last;
    else last = out[i];
  }
  return out;
}

/**
 * Superset's resample over the frame's time index (a pivot's temporal index): bins by `rule`,
 * then `method`: asfreq (the row at each bin's label exactly; `fill_value` fills every gap),
 * ffill/bfill (the row at or before/after each label, then gaps filled down/up), sum/mean/median
 * of each bin (an empty bin sums to 0), linear (asfreq, then linear interpolation).
 */
export function resample(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('resample', raw, ['rule', 'method', 'fill_value']);
  const ruleText = opts.requiredString('rule');
  const rule = parseResampleRule(ruleText);
  if (!rule)
    throw opts.fail(
      'rule',
      `is not a resample rule Loupe understands: ${JSON.stringify(ruleText)} (e.g. 15T, 1H, 1D, 7D, W, W-MON, M, MS, Q, QS, A, AS)`,
    );
  const method = opts.value('method');
  if (typeof method !== 'string' || !METHODS.includes(method as (typeof METHODS)[number])) {
    throw opts.fail('method', `Resample method should be in ${METHODS.join(', ')}.`);
  }
  const fill = opts.number('fill_value') ?? null;
  const level = frame.index?.length === 1 ? frame.index[0]! : null;
  if (!level || level.type !== GenericDataType.TEMPORAL) throw opts.error('Resample operation requires DatetimeIndex');

  const rows = [...Array(frame.rowCount).keys()]
    .filter((r) => typeof level.values[r] === 'number')
    .sort((a, b) => (level.values[a] as number) - (level.values[b] as number));
  if (!rows.length)
    return {
      ...frame,
      index: [{ ...level, values: [] }],
      columns: frame.columns.map((c) => ({ ...c, values: [] })),
      rowCount: 0,
    };
  const ts = rows.map((r) => level.values[r] as number);
  const { bin, label } = rule.bins(ts[0]!);
  const lastBin = bin(ts[ts.length - 1]!);
  if (lastBin + 1 > MAX_BINS) throw opts.fail('rule', `would make more than ${MAX_BINS} rows`);
  const labels = Array.from({ length: lastBin + 1 }, (_, b) => label(b));

  let columns;
  if (method === 'sum' || method === 'mean' || method === 'median') {
    const members: number[][] = labels.map(() => []);
    ts.forEach((t, i) => members[bin(t)]!.push(rows[i]!));
    columns = frame.columns.map((c) => ({
      ...c,
      type: GenericDataType.NUMERIC,
      values: members.map((m) => {
        const xs = m.map((r) => toNumber(c.values[r])).filter((x): x is number => x !== null);
        // pandas' group reductions: Kahan sums, (a + b) / 2 medians
        if (method === 'sum') return finite(kahanSum(xs));
        if (!xs.length) return null;
        return finite(method === 'mean' ? kahanSum(xs) / xs.length : median(xs));
      }),
    }));
  } else {
    // the row each label takes: exact for asfreq/linear, at-or-before for ffill, at-or-after for bfill
    const source: (number | null)[] = [];
    let i = 0;
    for (const l of labels) {
      while (i < ts.length && ts[i]! < l) i++;
      const exact = i < ts.length && ts[i] === l ? rows[i]! : null;
      if (method === 'ffill') source.push(exact ?? (i > 0 ? rows[i - 1]! : null));
      else if (method === 'bfill') source.push(i < ts.length ? rows[i]! : null);
      else source.push(exact);
    }
    columns = frame.columns.map((c) => {
      let values: unknown[] = source.map((r) => (r === null ? null : (c.values[r] ?? null)));
      if (method === 'ffill' || method === 'bfill') values = fillDown(values, method === 'bfill');
      if (method === 'linear') return { ...c, type: GenericDataType.NUMERIC, values: interpolate(values) };
      if (method === 'asfreq' && fill !== null) values = values.map((v) => (isMissing(v) ? fill : v));
      return { ...c, values };
    });
  }
  return { ...frame, index: [{ ...level, values: labels }], columns, rowCount: labels.length };
}
