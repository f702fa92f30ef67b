import type { CompileContext } from './compile-context.ts';
import type { CompileDatasetColumn } from './compile-dataset.ts';
import { formatBound, isEpochFormat, isSortablePattern, toTimestamp } from './date-formats.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { Sql } from './sql-fragment.ts';

/** Turns a time range text into its bounds (the time-range grammar is injected). */
export type TimeRangeResolver = (range: string) => { since: Date | null; until: Date | null };

export interface TimeBounds {
  since: Date | null;
  until: Date | null;
}

/** The resolver's answer; its failure (an unreadable range) is a 400 like any compile error. */
export function resolveTimeRange(resolver: TimeRangeResolver, range: string): TimeBounds {
  let bounds: TimeBounds;
  try {
    bounds = resolver(range);
  } catch (err) {
    if (err instanceof QueryCompileError) throw err;
    throw new QueryCompileError(err instanceof Error ? err.message : `Unexpected time range: ${range}`, { cause: err });
  }
  for (const d of [bounds.since, bounds.until]) {
    if (d !== null && (!(d instanceof Date) || Number.isNaN(d.getTime())))
      throw new QueryCompileError(`Unexpected time range: ${range}`);
  }
  return bounds;
}

/** The expression a time filter compares. */
export interface TimeFilterTarget {
  expr: string;
  dataset: CompileDatasetColumn | null;
  /** A grain was applied: the expression is a timestamp whatever the column stores. */
  grained: boolean;
}

/**
 * `col >= since AND col < until` (half-open, a missing bound left out). Bounds are bound values:
 * timestamps in the engine's form, or, for a python_date_format column, epoch numbers or text in
 * the column's own format so the stored values are compared as they are. A text format that
 * does not sort as time is converted to a timestamp first instead.
 */
export function timeFilterConditions(ctx: CompileContext, target: TimeFilterTarget, bounds: TimeBounds): Sql[] {
  const pdf = target.grained ? null : (target.dataset?.python_date_format ?? null);
  let lhs = target.expr;
  let bound: (d: Date) => Sql;
  if (pdf && (isEpochFormat(pdf) || isSortablePattern(pdf))) {
    bound = (d) => {
      const v = formatBound(d, pdf);
      return typeof v === 'number' ? ctx.spec.number(v) : Sql.param(v);
    };
  } else if (pdf) {
    lhs = toTimestamp(ctx.spec, target.expr, pdf);
    bound = (d) => ctx.spec.timestamp(d, null);
  } else {
    const type = target.grained ? null : (target.dataset?.type ?? null);
    bound = (d) => ctx.spec.timestamp(d, type);
  }
  const out: Sql[] = [];
  if (bounds.since) out.push(Sql.concat(`${lhs} >= `, bound(bounds.since)));
  if (bounds.until) out.push(Sql.concat(`${lhs} < `, bound(bounds.until)));
  return out;
}
