import type { DownsamplePushdownRequest } from '../compiler/downsample-pushdown.ts';

type Raw = Record<string, unknown>;

/** Operations that neither add nor drop x values nor change a value: M4 before them keeps the same rows. */
const ROW_PRESERVING = new Set(['pivot', 'rename', 'flatten', 'sort']);

export interface SqlDownsample {
  request: DownsamplePushdownRequest;
  method: string;
}

/**
 * Whether the query's `downsample` rule can be computed in the engine's SQL (issue 12 point 4):
 * it is the last rule, only row-preserving reshaping comes before it, and there are no time
 * offsets (their join needs the full series). M4 asked: the SQL keeps M4's rows at `points / 4`
 * buckets (what the post-processing op then finds within `points` and keeps as is for one
 * series). LTTB asked: the SQL keeps M4's rows at `points` buckets and LTTB runs on those
 * (MinMaxLTTB, Van Der Donckt et al. 2023: min/max preselection keeps the shape LTTB picks from).
 * The compiler still decides whether the query itself allows it (downsample-pushdown.ts).
 */
export function sqlDownsampleOf(rules: readonly unknown[], timeOffsets: readonly string[]): SqlDownsample | null {
  if (timeOffsets.length > 0 || rules.length === 0) return null;
  const last = rules[rules.length - 1] as Raw | null;
  if (!last || last.operation !== 'downsample') return null;
  if (!rules.slice(0, -1).every((r) => ROW_PRESERVING.has(String((r as Raw | null)?.operation)))) return null;
  const options = (last.options ?? {}) as Raw;
  const method = options.method ?? 'lttb';
  const { x, points } = options;
  if (typeof x !== 'string' || typeof points !== 'number' || !Number.isSafeInteger(points) || points < 4) return null;
  if (method !== 'm4' && method !== 'lttb') return null;
  return { request: { x, buckets: method === 'm4' ? Math.floor(points / 4) : points }, method };
}
