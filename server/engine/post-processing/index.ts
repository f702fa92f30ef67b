import type { Frame } from './frame.ts';
import { fromFrame, toFrame, type LabeledFrame } from './labeled-frame.ts';
import { PostProcessingError } from './post-processing-error.ts';
import { OPERATIONS } from './operations.ts';

/** Superset operations Loupe leaves out (forecasting and geography). */
const NOT_IN_LOUPE = ['prophet', 'anomaly_detection', 'geohash_decode', 'geohash_encode', 'geodetic_parse'];

export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

/**
 * Applies the rules in order; null entries are skipped. Unknown operations or bad options throw
 * PostProcessingError (answered as HTTP 400 by the caller, with its message). Between rules the
 * frame may carry a pivot's index and multi-level labels; the result is flat again (as flatten
 * leaves it), with any index as leading columns.
 */
export function applyPostProcessing(
  frame: Frame,
  rules: readonly (PostProcessingRule | null | undefined)[] | undefined,
): Frame {
  if (rules === undefined || rules === null) return frame;
  if (!Array.isArray(rules)) throw new PostProcessingError('post_processing must be a list of operations');
  if (!rules.length) return frame;
  let current: LabeledFrame = fromFrame(frame);
  for (const rule of rules) {
    if (rule === null || rule === undefined) continue;
    if (typeof rule !== 'object' || Array.isArray(rule))
      throw new PostProcessingError('Each post processing entry must be an object');
    const { operation } = rule;
    if (operation === undefined || operation === null || operation === '') {
      throw new PostProcessingError('`operation` property of post processing object undefined');
    }
    const apply =
      typeof operation === 'string' && Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
    if (!apply) {
      if (typeof operation === 'string' && NOT_IN_LOUPE.includes(operation)) {
        throw new PostProcessingError(
          `Unsupported post processing operation: ${operation} (Superset has it; Loupe does not)`,
        );
      }
      throw new PostProcessingError(`Unsupported post processing operation: ${String(operation)}`);
    }
    current = apply(current, rule.options);
  }
  return toFrame(current);
}

/** What a chart-data answer says when its rows were thinned (`downsampled`, Loupe only). */
export interface DownsampleReport {
  method: string;
  from_rows: number;
}

/**
 * applyPostProcessing, also telling whether a `downsample` rule thinned the rows: the rules before
 * the first downsample run, their row count is `from_rows`, then the rest run. Without a
 * downsample rule (every Superset client) this is applyPostProcessing and the report is null.
 */
export function applyPostProcessingWithReport(
  frame: Frame,
  rules: readonly (PostProcessingRule | null | undefined)[],
): { frame: Frame; downsampled: DownsampleReport | null } {
  const at = rules.findIndex((rule) => rule?.operation === 'downsample');
  if (at < 0) return { frame: applyPostProcessing(frame, rules), downsampled: null };
  const before = applyPostProcessing(frame, rules.slice(0, at));
  const after = applyPostProcessing(before, rules.slice(at));
  if (after.rowCount >= before.rowCount) return { frame: after, downsampled: null };
  const method = rules[at]!.options?.method;
  return {
    frame: after,
    downsampled: { method: typeof method === 'string' ? method : 'lttb', from_rows: before.rowCount },
  };
}

export { PostProcessingError } from './post-processing-error.ts';
export { joinTimeOffsets } from './join-time-offsets.ts';
export * from './frame.ts';
