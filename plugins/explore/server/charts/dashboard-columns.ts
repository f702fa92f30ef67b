import { decodeRison, encodeRison } from '../../../../server/rest/rison.ts';
import type { ChartDashboardRef } from './chart-dashboard-links.ts';

/** The fields of a chart's `dashboards` that Superset's ChartRestApi lets a request select. */
export const DASHBOARD_FIELDS = ['id', 'dashboard_title', 'json_metadata'] as const;
type DashboardField = (typeof DASHBOARD_FIELDS)[number];

export interface DashboardColumns {
  /** The `q` to hand the resource: each `dashboards.<field>` column read as `dashboards`. */
  q: string | undefined;
  /** The fields asked for with `dashboards.<field>`; null when none was (the whole ref is sent). */
  fields: DashboardField[] | null;
}

/**
 * Superset's web client asks a chart for `q=(columns:!(dashboards.id))` (spec §7, Explore's save
 * modal). Loupe's resource has one `dashboards` column filled by the dashboards' keeper, so each
 * `dashboards.<field>` column is read as it, and the answer keeps only the fields asked for. A `q`
 * that is not rison, or has no such column, is passed on unchanged (the resource answers it).
 */
export function splitDashboardColumns(q: string | undefined): DashboardColumns {
  if (!q) return { q, fields: null };
  let args: unknown;
  try {
    args = decodeRison(q);
  } catch {
    return { q, fields: null };
  }
  if (!args || typeof args !== 'object' || Array.isArray(args)) return { q, fields: null };
  const columns = (args as { columns?: unknown }).columns;
  if (!Array.isArray(columns)) return { q, fields: null };
  const fields: DashboardField[] = [];
  const rest: unknown[] = [];
  for (const c of columns) {
    const field = typeof c === 'string' && c.startsWith('dashboards.') ? c.slice('dashboards.'.length) : null;
    if (field !== null && (DASHBOARD_FIELDS as readonly string[]).includes(field)) {
      if (!fields.includes(field as DashboardField)) fields.push(field as DashboardField);
    } else rest.push(c);
  }
  if (fields.length === 0) return { q, fields: null };
  if (!rest.includes('dashboards')) rest.push('dashboards');
  return { q: encodeRison({ ...(args as object), columns: rest }), fields };
}

/** A chart's dashboards with only the fields asked for (all of them when `fields` is null). */
export function pickDashboardFields(
  refs: readonly ChartDashboardRef[],
  fields: readonly DashboardField[] | null,
): Partial<ChartDashboardRef>[] {
  if (!fields) return [...refs];
  return refs.map((r) => Object.fromEntries(fields.map((f) => [f, r[f] ?? null])) as Partial<ChartDashboardRef>);
}
