import { sql } from 'kysely';
import { humanizeDelta, toStoredDatetime } from '../../../../server/rest/wire-format.ts';
import type { DashboardServiceDb } from '../migrations/service-tables.ts';

/** The `q` of `GET /api/v1/log/recent_activity/` (Superset's get_recent_activity_schema). */
export const recentActivityQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 100_000 },
    page_size: { type: 'integer', minimum: 1, maximum: 100 },
    actions: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' } },
    distinct: { type: 'boolean' },
  },
} as const;

export interface RecentActivityQuery {
  page?: number;
  page_size?: number;
  actions?: string[];
  distinct?: boolean;
}

export interface RecentActivity {
  action: string;
  item_type: 'dashboard' | 'slice';
  item_url: string;
  item_title: string;
  time: number;
  time_delta_humanized: string;
}

const msOf = (stored: string | Date | null) =>
  stored instanceof Date ? stored.getTime() : stored ? Date.parse(`${stored.slice(0, 23)}Z`) : 0;

/**
 * Superset's LogDAO.get_recent_activity: the user's client events named by `actions` (default
 * mount_dashboard and mount_explorer) on dashboards and charts that have a title, newest first;
 * `distinct` (the default) keeps the latest per dashboard/chart, within a year.
 */
export async function recentActivity(
  db: DashboardServiceDb,
  userId: number,
  q: RecentActivityQuery,
  now = new Date(),
): Promise<RecentActivity[]> {
  const actions = q.actions ?? ['mount_dashboard', 'mount_explorer'];
  const page = q.page ?? 0;
  const pageSize = q.page_size ?? 10;
  if (actions.length === 0) return [];
  const yearAgo = toStoredDatetime(new Date(now.getTime() - 365 * 24 * 3600 * 1000));
  let events = db
    .selectFrom('logs')
    .where('logs.action', '=', 'log')
    .where('logs.user_id', '=', userId)
    .where((eb) => eb.or(actions.map((a) => eb('logs.json', 'like', `%"event_name":"${a}"%`))))
    .where((eb) => eb.or([eb('logs.dashboard_id', 'is not', null), eb('logs.slice_id', 'is not', null)]));
  if (q.distinct !== false) events = events.where('logs.dttm', '>', yearAgo);
  const base =
    q.distinct !== false
      ? events
          .select(['logs.dashboard_id', 'logs.slice_id', sql<string>`max(logs.dttm)`.as('dttm')])
          .groupBy(['logs.dashboard_id', 'logs.slice_id'])
      : events.select(['logs.dashboard_id', 'logs.slice_id', 'logs.dttm']);
  const rows = await db
    .selectFrom(base.as('e'))
    .leftJoin('dashboards', 'dashboards.id', 'e.dashboard_id')
    .leftJoin('slices', 'slices.id', 'e.slice_id')
    .select([
      'e.dashboard_id',
      'e.slice_id',
      'e.dttm',
      'dashboards.slug',
      'dashboards.dashboard_title',
      'slices.slice_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('dashboards.dashboard_title', 'is not', null), eb('dashboards.dashboard_title', '!=', '')]),
        eb.and([eb('slices.slice_name', 'is not', null), eb('slices.slice_name', '!=', '')]),
      ]),
    )
    .orderBy('e.dttm', 'desc')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
  return rows.map((r) => {
    const dashboard = r.dashboard_id !== null;
    return {
      action: 'log',
      item_type: dashboard ? 'dashboard' : 'slice',
      item_url: dashboard ? `/superset/dashboard/${r.slug || r.dashboard_id}/` : `/explore/?slice_id=${r.slice_id}`,
      item_title: (dashboard ? r.dashboard_title : r.slice_name) || '<empty>',
      time: msOf(r.dttm),
      time_delta_humanized: humanizeDelta(r.dttm, now) ?? '',
    };
  });
}
