import crypto from 'node:crypto';

/** What a chart's picture depends on, as stored on its row. */
export interface ChartDigestInput {
  id: unknown;
  params: unknown;
  query_context: unknown;
  viz_type: unknown;
  changed_on: unknown;
}

/**
 * The chart's digest (Superset's Slice.digest, there an md5 of params and query context): a hash of
 * what draws it and of `changed_on`, so any save gives a new digest and the old thumbnail URL
 * redirects to the new one.
 */
export function chartDigest(row: ChartDigestInput): string {
  const text = [row.params ?? '', row.query_context ?? '', row.viz_type ?? '', row.changed_on ?? ''].join('\u0000');
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** Superset's `thumbnail_url`: `/api/v1/chart/<id>/thumbnail/<digest>/`. */
export function thumbnailUrl(row: ChartDigestInput): string {
  return `/api/v1/chart/${String(row.id)}/thumbnail/${chartDigest(row)}/`;
}
