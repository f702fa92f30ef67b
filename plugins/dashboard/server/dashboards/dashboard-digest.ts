import crypto from 'node:crypto';

/** What a dashboard's picture depends on, as stored on its row. */
export interface DashboardDigestInput {
  id: unknown;
  position_json: unknown;
  json_metadata: unknown;
  css: unknown;
  changed_on: unknown;
}

/**
 * The dashboard's digest (Superset's Dashboard.digest hashes the layout and its charts' digests):
 * a hash of the layout, metadata, css and `changed_on`, so every save moves `thumbnail_url`.
 */
export function dashboardDigest(row: DashboardDigestInput): string {
  const text = [row.position_json ?? '', row.json_metadata ?? '', row.css ?? '', row.changed_on ?? ''].join('\u0000');
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** `/api/v1/dashboard/<id>/thumbnail/<digest>/`. */
export function dashboardThumbnailUrl(row: DashboardDigestInput): string {
  return `/api/v1/dashboard/${String(row.id)}/thumbnail/${dashboardDigest(row)}/`;
}

/** Superset's Dashboard.url: `/superset/dashboard/<slug or id>/`. */
export function dashboardUrl(row: { id: unknown; slug: unknown }): string {
  return `/superset/dashboard/${typeof row.slug === 'string' && row.slug ? row.slug : String(row.id)}/`;
}
