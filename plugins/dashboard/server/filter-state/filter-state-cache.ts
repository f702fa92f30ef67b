import { TemporaryCache, type IResultCache, type OwnedEntry } from '../../../../server/engine/cache/index.ts';
import { ApiError, notFound } from '../../../../server/http/errors.ts';

/** Superset's FILTER_STATE_CACHE_CONFIG default timeout: 90 days. */
export const FILTER_STATE_TIMEOUT_SECONDS = 90 * 24 * 3600;

/** Superset's TemporaryCacheAccessDeniedError, for a write on another user's entry. */
export const NOT_YOUR_VALUE = "You don't have permission to modify the value.";

/** One user's native-filter state (dataMask JSON text) on one dashboard. */
export interface FilterStateEntry extends OwnedEntry {
  dashboard_id: number;
  value: string;
}

export interface FilterStateCommand {
  userId: number;
  dashboardId: number;
  tabId: number | null;
  value: string;
}

/**
 * The dashboard filter state (reference §8.3, Superset's Create/Update/Get/DeleteFilterStateCommand)
 * in the result cache: one key per user, tab and dashboard, expiring after 90 days. Writes and
 * deletes are the owner's; an entry is found only under the dashboard it was written for.
 */
export class FilterStateCache {
  private readonly cache: TemporaryCache<FilterStateEntry>;

  constructor(cache: IResultCache) {
    this.cache = new TemporaryCache(cache, 'dashboard_filter_state', FILTER_STATE_TIMEOUT_SECONDS);
  }

  private async put(c: FilterStateCommand): Promise<string> {
    const key = await this.cache.keyFor(c.tabId, [c.userId, c.tabId, c.dashboardId]);
    await this.cache.write(key, { owner: c.userId, dashboard_id: c.dashboardId, value: c.value });
    return key;
  }

  create(c: FilterStateCommand): Promise<string> {
    return this.put(c);
  }

  /** 404 when the key is unknown, expired or another dashboard's; 403 when it is another user's. */
  async update(key: string, c: FilterStateCommand): Promise<string> {
    await this.owned(key, c.dashboardId, c.userId);
    return this.put(c);
  }

  /** The state under `key` on this dashboard, or null. */
  async get(key: string, dashboardId: number): Promise<FilterStateEntry | null> {
    const entry = await this.cache.get(key);
    return entry && entry.dashboard_id === dashboardId ? entry : null;
  }

  async delete(key: string, dashboardId: number, userId: number): Promise<void> {
    await this.owned(key, dashboardId, userId);
    await this.cache.delete(key);
  }

  private async owned(key: string, dashboardId: number, userId: number): Promise<void> {
    const entry = await this.get(key, dashboardId);
    if (!entry) throw notFound();
    if (entry.owner !== userId) throw new ApiError(403, { message: NOT_YOUR_VALUE });
  }
}
