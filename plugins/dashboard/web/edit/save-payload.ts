// What a dashboard save sends (spec §4 Save, §7): `PUT /api/v1/dashboard/<pk>` with the layout in
// `json_metadata.positions` as Superset's SPA does; an empty title becomes '[ untitled dashboard ]',
// an empty slug null, roles only with DASHBOARD_RBAC. Also the overwrite check's diff and the
// address after a save.
import type { DashboardLayout } from '../../shared/layout-types.ts';
import type { DashboardMetadata } from '../../shared/metadata-types.ts';

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

export interface DashboardProperties {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles: number[];
  certified_by: string;
  certification_details: string;
  css: string;
  metadata: DashboardMetadata;
}

export interface SavePayload {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles?: number[];
  certified_by: string;
  certification_details: string;
  css: string;
  json_metadata: string;
}

export function buildSavePayload(props: DashboardProperties, layout: DashboardLayout, rbac: boolean): SavePayload {
  const title = props.dashboard_title.trim();
  const slug = (props.slug ?? '').trim();
  const payload: SavePayload = {
    dashboard_title: title || UNTITLED_DASHBOARD,
    slug: slug || null,
    owners: props.owners,
    certified_by: props.certified_by,
    certification_details: props.certification_details,
    css: props.css,
    json_metadata: JSON.stringify({ ...props.metadata, positions: layout }),
  };
  if (rbac) payload.roles = props.roles;
  return payload;
}

/** `GET /api/v1/dashboard/<pk>`'s result, as far as the overwrite check reads it. */
export interface ServerDashboard {
  dashboard_title?: string;
  slug?: string | null;
  css?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  json_metadata?: string | null;
  position_json?: string | null;
  owners?: { id: number }[];
  roles?: { id: number }[];
  changed_on?: string;
}

export interface OverwriteDiff {
  key: string;
  server: string;
  ours: string;
}

/** Whether the server copy changed since the page loaded it (its `changed_on` moved on). */
/** The wire's datetimes are naive UTC (`2024-05-02T10:11:12.123456`); Date.parse would read them as local time. */
function asUtc(iso: string): string {
  return /(?:Z|[+-]\d\d:?\d\d)$/.test(iso) ? iso : `${iso}Z`;
}

export function changedOnServer(loadedChangedOn: string | undefined, server: ServerDashboard): boolean {
  if (!loadedChangedOn || !server.changed_on) return false;
  const loaded = Date.parse(asUtc(loadedChangedOn));
  const now = Date.parse(asUtc(server.changed_on));
  if (Number.isNaN(loaded) || Number.isNaN(now)) return loadedChangedOn !== server.changed_on;
  return now > loaded;
}

function stable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function parsed(json: string | null | undefined): unknown {
  if (!json) return {};
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/**
 * A layout as compared: an empty `children` list is the same as none (the editor writes `[]` on
 * every component, a layout saved elsewhere may leave it out), so an unchanged layout is no diff.
 */
function comparableLayout(layout: unknown): unknown {
  if (!layout || typeof layout !== 'object' || Array.isArray(layout)) return layout;
  return Object.fromEntries(
    Object.entries(layout as Record<string, unknown>).map(([id, c]) => {
      if (!c || typeof c !== 'object' || Array.isArray(c)) return [id, c];
      const { children, ...rest } = c as { children?: unknown };
      return [id, Array.isArray(children) && children.length === 0 ? rest : c];
    }),
  );
}

/** The values the save would overwrite: each key where the server copy differs from what we send. */
export function overwriteDiff(payload: SavePayload, server: ServerDashboard): OverwriteDiff[] {
  const ourMeta = parsed(payload.json_metadata) as Record<string, unknown>;
  const serverMeta = parsed(server.json_metadata) as Record<string, unknown>;
  const serverPositions = serverMeta.positions ?? parsed(server.position_json);
  const pairs: [string, unknown, unknown][] = [
    ['dashboard_title', server.dashboard_title, payload.dashboard_title],
    ['slug', server.slug, payload.slug],
    ['css', server.css, payload.css],
    ['certified_by', server.certified_by, payload.certified_by],
    ['certification_details', server.certification_details, payload.certification_details],
    ['owners', (server.owners ?? []).map((o) => o.id).sort(), [...payload.owners].sort()],
    ['positions', comparableLayout(serverPositions), comparableLayout(ourMeta.positions)],
  ];
  if (payload.roles) pairs.push(['roles', (server.roles ?? []).map((r) => r.id).sort(), [...payload.roles].sort()]);
  const { positions: _a, ...ourRest } = ourMeta;
  const { positions: _b, ...serverRest } = serverMeta && typeof serverMeta === 'object' ? serverMeta : {};
  pairs.push(['json_metadata', serverRest, ourRest]);
  return pairs
    .map(([key, theirs, ours]) => ({ key, server: stable(theirs), ours: stable(ours) }))
    .filter((d) => d.server !== d.ours);
}

/** Where the dashboard lives after a save: `/superset/dashboard/{slug or id}/`. */
export function dashboardAddress(id: number, slug: string | null | undefined): string {
  return `/superset/dashboard/${encodeURIComponent(slug || String(id))}/`;
}
