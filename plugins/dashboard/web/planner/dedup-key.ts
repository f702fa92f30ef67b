// When two tiles may share one chart-data request.
import type { QueryContext } from '../../../../core/viz/index.ts';

/** JSON with object keys sorted at every depth and `undefined` dropped: equal values, equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The deduplication key of a query context: its datasource, its whole `queries` array, result type
 * and format, and `force`. The server answers per context (one `result[]` for all its queries,
 * post-processing included), so a context is shared whole or not at all: two tiles share a request
 * only when every query object matches. `form_data` is left out: it differs between tiles of the
 * same query only by `slice_id`/`dashboard_id`/presentation keys, which name the caller rather than
 * change the answer; the shared request carries the first tile's form_data.
 */
export function dedupKey(context: QueryContext, opts: { withForce?: boolean } = {}): string {
  return canonicalJson({
    datasource: context.datasource,
    queries: context.queries,
    result_type: context.result_type,
    result_format: context.result_format,
    force: opts.withForce === false ? undefined : Boolean(context.force),
  });
}
