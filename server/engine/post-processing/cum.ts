import { GenericDataType } from '../connectors/connector.ts';
import { appendColumns, sourceColumns } from './append-columns.ts';
import type { LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { finite, toNumber } from './values.ts';

const STEP: Record<string, (acc: number, x: number) => number> = {
  sum: (a, x) => a + x,
  prod: (a, x) => a * x,
  max: (a, x) => Math.max(a, x),
  min: (a, x) => Math.min(a, x),
};

/**
 * Superset's cum: cumsum/cumprod/cummax/cummin down each of `columns` ({source: target});
 * a missing cell stays missing and the running value carries over it (pandas' skipna).
 */
export function cum(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('cum', raw, ['operator', 'columns']);
  const operator = opts.value('operator');
  if (typeof operator !== 'string' || !STEP[operator])
    throw opts.fail('operator', `is invalid: Invalid cumulative operator: ${String(operator)}`);
  const mapping = opts.mapping('columns') ?? new Map<string, string>();
  requireColumns(opts, frame, 'columns', [...mapping.keys()]);
  const step = STEP[operator]!;
  const sources = sourceColumns(frame, mapping);
  const computed = sources.map((src) => {
    let acc: number | null = null;
    const values = src.values.map((v) => {
      const x = toNumber(v);
      if (x === null) return null;
      acc = acc === null ? x : step(acc, x);
      return finite(acc);
    });
    return { ...src, type: GenericDataType.NUMERIC, values };
  });
  return appendColumns(frame, sources, computed, mapping);
}
