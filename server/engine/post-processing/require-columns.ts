import { hasTopLabel, type LabeledFrame } from './labeled-frame.ts';
import type { Options } from './options.ts';

/**
 * Superset's validate_column_args: every name must be a column (on the first level of
 * multi-level labels); otherwise "Referenced columns not available in DataFrame."
 */
export function requireColumns(
  opts: Options,
  frame: LabeledFrame,
  option: string,
  names: readonly string[] | undefined,
): void {
  const missing = (names ?? []).filter((n) => !hasTopLabel(frame, n));
  if (missing.length) {
    throw opts.fail(
      option,
      `Referenced columns not available in DataFrame. (${missing.map((m) => JSON.stringify(m)).join(', ')})`,
    );
  }
}
