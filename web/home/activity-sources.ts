/**
 * What each activity list of the home page shows and where it comes from (spec §2, §7): the
 * resources' list endpoints with filters, and the log's recent activity. A source whose resource
 * this server does not serve (the caller holds no permission on it) is simply not asked.
 */
export type ActivityKind = 'chart' | 'dashboard' | 'saved_query' | 'dataset';
export type ActivityTab = 'viewed' | 'created' | 'edited' | 'favorite' | 'mine' | 'other';

/** Home lists show 5 items; the Edited list at most 3 (spec §9). */
export const HOME_PAGE_SIZE = 5;
export const EDITED_PAGE_SIZE = 3;

/**
 * The resources this server's API serves today. A resource joins when its plugin lands: asking
 * one that is not served would answer 404, which the browser reports as a console error. The
 * caller's permission is checked as well (a permission can exist before its list endpoint does).
 */
export const SERVED: Record<ActivityKind | 'log', boolean> = {
  dataset: true,
  chart: true,
  dashboard: true,
  saved_query: true,
  log: true,
};

export interface ActivitySource {
  kind: ActivityKind;
  /** The permission/view pair that says the resource exists here and the caller may read it. */
  needs: { perm: string; view: string };
  path: string;
  q: Record<string, unknown>;
}

interface ResourceInfo {
  view: string;
  path: string;
  /** The column the favourite filter goes on, and its operator. */
  favorite?: { col: string; opr: string };
  /** Owned: `owners` for charts/dashboards/datasets; saved queries have only a creator. */
  mine: { col: string; opr: string };
}

export const RESOURCES: Record<ActivityKind, ResourceInfo> = {
  dashboard: {
    view: 'Dashboard',
    path: '/api/v1/dashboard/',
    favorite: { col: 'id', opr: 'dashboard_is_favorite' },
    mine: { col: 'owners', opr: 'rel_m_m' },
  },
  chart: {
    view: 'Chart',
    path: '/api/v1/chart/',
    favorite: { col: 'id', opr: 'chart_is_favorite' },
    mine: { col: 'owners', opr: 'rel_m_m' },
  },
  saved_query: { view: 'SavedQuery', path: '/api/v1/saved_query/', mine: { col: 'created_by', opr: 'rel_o_m' } },
  dataset: { view: 'Dataset', path: '/api/v1/dataset/', mine: { col: 'owners', opr: 'rel_m_m' } },
};

const listQ = (pageSize: number, filters: { col: string; opr: string; value: unknown }[]) => ({
  ...(filters.length ? { filters } : {}),
  order_column: 'changed_on_delta_humanized',
  order_direction: 'desc',
  page: 0,
  page_size: pageSize,
});

/** The requests behind one list of one resource (none when the tab does not apply to it). */
export function resourceSource(
  kind: ActivityKind,
  tab: Exclude<ActivityTab, 'viewed'>,
  userId: number,
): ActivitySource | null {
  const r = RESOURCES[kind];
  const needs = { perm: 'can_read', view: r.view };
  const src = (pageSize: number, filters: { col: string; opr: string; value: unknown }[]) => ({
    kind,
    needs,
    path: r.path,
    q: listQ(pageSize, filters),
  });
  switch (tab) {
    case 'created':
      return src(HOME_PAGE_SIZE, [{ col: 'created_by', opr: 'rel_o_m', value: userId }]);
    case 'edited':
      return src(EDITED_PAGE_SIZE, [{ col: 'changed_by', opr: 'rel_o_m', value: userId }]);
    case 'favorite':
      return r.favorite ? src(HOME_PAGE_SIZE, [{ ...r.favorite, value: true }]) : null;
    case 'mine':
      return src(HOME_PAGE_SIZE, [{ ...r.mine, value: userId }]);
    case 'other':
      return src(HOME_PAGE_SIZE, []);
  }
}

/** `GET /api/v1/log/recent_activity/`: what the user viewed lately. */
export const RECENT_ACTIVITY: Omit<ActivitySource, 'kind'> = {
  needs: { perm: 'can_recent_activity', view: 'Log' },
  path: '/api/v1/log/recent_activity/',
  q: { page: 0, page_size: HOME_PAGE_SIZE },
};

/** One item of a home list, whatever it came from. */
export interface ActivityItem {
  key: string;
  kind: ActivityKind;
  title: string;
  url: string;
  /** "Modified 3 days ago", "Viewed 2 hours ago". */
  when: string;
  changedAt: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** A list row of any of the resources as a home item. */
export function itemOf(kind: ActivityKind, row: Record<string, unknown>): ActivityItem {
  const id = Number(row.id);
  const title =
    kind === 'chart'
      ? str(row.slice_name)
      : kind === 'dashboard'
        ? str(row.dashboard_title)
        : kind === 'saved_query'
          ? str(row.label)
          : str(row.table_name);
  const url =
    kind === 'chart'
      ? str(row.url) || `/explore/?slice_id=${id}`
      : kind === 'dashboard'
        ? str(row.url) || `/superset/dashboard/${id}/`
        : kind === 'saved_query'
          ? `/sqllab/?savedQueryId=${id}`
          : str(row.explore_url) || `/explore/?datasource_type=table&datasource_id=${id}`;
  const changed = Date.parse(str(row.changed_on_utc) || str(row.changed_on)) || 0;
  return {
    key: `${kind}-${id}`,
    kind,
    title: title || `#${id}`,
    url,
    when: str(row.changed_on_delta_humanized),
    changedAt: changed,
  };
}

/** A recent_activity entry (`{action, item_type, item_url, item_title, time, time_delta_humanized}`). */
export function viewedItemOf(row: Record<string, unknown>, index: number): ActivityItem {
  const type = str(row.item_type);
  const kind: ActivityKind =
    type === 'slice' || type === 'chart' ? 'chart' : type === 'dashboard' ? 'dashboard' : 'dataset';
  return {
    key: `viewed-${index}-${str(row.item_url)}`,
    kind,
    title: str(row.item_title),
    url: str(row.item_url),
    when: str(row.time_delta_humanized),
    changedAt: Number(row.time) || 0,
  };
}

/** Several resources' answers merged into one list: newest first, at most `limit`. */
export function mergeItems(lists: readonly ActivityItem[][], limit: number): ActivityItem[] {
  return lists
    .flat()
    .sort((a, b) => b.changedAt - a.changedAt)
    .slice(0, limit);
}
