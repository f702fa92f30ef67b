import crypto from 'node:crypto';
import { createdBy } from '../../../../server/rest/audit-values.ts';
import { keyOfUuid, uuidOfKey } from '../../../../server/rest/permalink-key.ts';
import type { DashboardServiceDb } from '../migrations/service-tables.ts';

/** Superset's DashboardPermalinkState: what the page restores. */
export interface DashboardPermalinkState {
  dataMask?: Record<string, unknown> | null;
  activeTabs?: string[] | null;
  anchor?: string | null;
  urlParams?: [string, string][] | null;
  chartStates?: Record<string, unknown> | null;
}

/** Superset's DashboardPermalinkValue: the dashboard (id as text) and its state. */
export interface DashboardPermalinkValue {
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** Dashboard permalinks (`dashboard_permalink`), keyed like Explore's: the row's uuid, url-safe. */
export class DashboardPermalinkStore {
  constructor(private readonly db: DashboardServiceDb) {}

  async put(dashboardId: number, state: DashboardPermalinkState, userId: number | null): Promise<string> {
    const uuid = crypto.randomUUID();
    const value: DashboardPermalinkValue = { dashboardId: String(dashboardId), state };
    await this.db
      .insertInto('dashboard_permalink')
      .values({ uuid, dashboard_id: dashboardId, value: JSON.stringify(value), ...createdBy(userId) })
      .execute();
    return keyOfUuid(uuid);
  }

  /** The value under `key`; 400 for a malformed key, null for an unknown one. */
  async get(key: string): Promise<{ dashboardId: number; value: DashboardPermalinkValue } | null> {
    const row = await this.db
      .selectFrom('dashboard_permalink')
      .select(['dashboard_id', 'value'])
      .where('uuid', '=', uuidOfKey(key))
      .executeTakeFirst();
    return row ? { dashboardId: row.dashboard_id, value: JSON.parse(row.value) as DashboardPermalinkValue } : null;
  }
}
