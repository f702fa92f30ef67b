/** Superset's CACHE_DEFAULT_TIMEOUT for chart data: one day. */
export const DEFAULT_CACHE_TIMEOUT_SECONDS = 86_400;

export interface CacheTimeoutSources {
  /** The QueryContext's `custom_cache_timeout`. */
  custom?: number | null;
  chart?: number | null;
  dataset?: number | null;
  database?: number | null;
  /** The configured default. */
  fallback?: number | null;
}

/**
 * How long a result is kept (reference §3.7): the first set of custom, chart, dataset, database,
 * then the configured default (a day unless configured).
 */
export function resolveCacheTimeout(s: CacheTimeoutSources): number {
  for (const v of [s.custom, s.chart, s.dataset, s.database, s.fallback]) {
    if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  }
  return DEFAULT_CACHE_TIMEOUT_SECONDS;
}
