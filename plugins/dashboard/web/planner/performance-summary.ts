// What the Performance panel shows, computed from the planner's timings (pure, tested).
import type { TileTiming } from './query-planner-types.ts';

export interface PerformanceSummary {
  tileLoads: number;
  requests: number;
  queries: number;
  /** Tile loads answered by another tile's request or a remembered answer. */
  deduplicated: number;
  cacheHits: number;
  cacheMisses: number;
  errors: number;
  bytes: number;
  /** The tile that took longest from asking to drawn (or answered, when not drawn yet). */
  slowest: { tileId: string; chartId: number; ms: number } | null;
  /** From the first tile's request to the last tile drawn. */
  spanMs: number;
}

/** When the tile is done: drawn, else answered, else null (still waiting). */
export function finishedAt(t: TileTiming): number | null {
  return t.renderedAt ?? t.answeredAt;
}

export function summarize(
  timings: readonly TileTiming[],
  counts: { requests: number; queries: number; tileLoads: number },
): PerformanceSummary {
  let slowest: PerformanceSummary['slowest'] = null;
  let start = Infinity;
  let end = -Infinity;
  let bytes = 0;
  const seenRequests = new Set<string>();
  for (const t of timings) {
    start = Math.min(start, t.requestedAt);
    const done = finishedAt(t);
    if (done !== null) {
      end = Math.max(end, done);
      const ms = done - t.requestedAt;
      if (!slowest || ms > slowest.ms) slowest = { tileId: t.tileId, chartId: t.chartId, ms };
    }
    // Shared answers count once: a deduplicated tile's bytes are its leader's.
    if (t.bytes !== null && !t.deduplicated && !seenRequests.has(t.tileId)) {
      seenRequests.add(t.tileId);
      bytes += t.bytes;
    }
  }
  return {
    ...counts,
    deduplicated: timings.filter((t) => t.deduplicated).length,
    cacheHits: timings.filter((t) => !t.deduplicated && t.cache === 'hit').length,
    cacheMisses: timings.filter((t) => !t.deduplicated && t.cache === 'miss').length,
    errors: timings.filter((t) => t.error !== null).length,
    bytes,
    slowest,
    spanMs: end > start ? end - start : 0,
  };
}

export interface WaterfallBar {
  /** Percent of the span: where the tile asked, and the widths of waiting, querying and drawing. */
  offset: number;
  wait: number;
  query: number;
  draw: number;
}

/** One tile's bar on a timeline from the first request (`origin`) over `span` ms. */
export function waterfallBar(t: TileTiming, origin: number, span: number): WaterfallBar {
  const pct = (ms: number) => (span > 0 ? Math.max(0, (ms / span) * 100) : 0);
  const started = t.startedAt ?? t.answeredAt ?? t.requestedAt;
  const answered = t.answeredAt ?? started;
  const rendered = t.renderedAt ?? answered;
  return {
    offset: pct(t.requestedAt - origin),
    wait: pct(started - t.requestedAt),
    query: pct(answered - started),
    draw: pct(rendered - answered),
  };
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}
