import { GenericDataType } from '../connectors/connector.ts';
import { appendColumns, sourceColumns } from './append-columns.ts';
import type { LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { finite, toNumber } from './values.ts';

const sub = (a: number | null, b: number | null) => (a === null || b === null ? null : finite(a - b));

/**
 * Superset's diff: each cell minus the one `periods` rows earlier (axis 0, default) or `periods`
 * columns to the left among the selected columns (axis 1); missing where there is none.
 */
export function diff(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('diff', raw, ['columns', 'periods', 'axis']);
  const mapping = opts.mapping('columns');
  if (!mapping) throw opts.fail('columns', 'is required');
  requireColumns(opts, frame, 'columns', [...mapping.keys()]);
  const periods = opts.integer('periods', -1_000_000, 1_000_000) ?? 1;
  const axis = opts.value('axis') ?? 0;
  if (axis !== 0 && axis !== 1 && axis !== 'index' && axis !== 'columns')
    throw opts.fail('axis', 'must be 0 (rows) or 1 (columns)');
  const sources = sourceColumns(frame, mapping);
  const nums = sources.map((s) => s.values.map(toNumber));
  const computed = sources.map((src, c) => {
    const values = nums[c]!.map((x, r) => {
      if (axis === 0 || axis === 'index') {
        const from = r - periods;
        return from < 0 || from >= frame.rowCount ? null : sub(x, nums[c]![from]!);
      }
      const from = c - periods;
      return from < 0 || from >= nums.length ? null : sub(x, nums[from]![r]!);
    });
    return { ...src, type: GenericDataType.NUMERIC, values };
  });
  return appendColumns(frame, sources, computed, mapping);
}
