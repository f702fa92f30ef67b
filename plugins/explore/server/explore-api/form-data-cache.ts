import { TemporaryCache, type IResultCache, type OwnedEntry } from '../../../../server/engine/cache/index.ts';
import { ApiError, notFound } from '../../../../server/http/errors.ts';

/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG default timeout: seven days. */
export const FORM_DATA_TIMEOUT_SECONDS = 7 * 24 * 3600;

/** Superset's TemporaryExploreState. */
export interface ExploreState extends OwnedEntry {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

export interface FormDataCommand {
  userId: number;
  tabId: number | null;
  datasourceId: number;
  datasourceType: string;
  chartId: number | null;
  formData: string;
}

/** Superset's TemporaryCacheAccessDeniedError, for a write on another user's entry. */
export const NOT_YOUR_VALUE = "You don't have permission to modify the value.";
/** A read of another user's entry (issue 13: "a form_data key of another user" is a 4xx; Superset itself lets it through). */
export const NOT_YOUR_STATE = 'Forbidden';

/** The context a tab keeps one key in (Superset's contextual key). */
const contextOf = (c: FormDataCommand) => [c.userId, c.tabId, c.datasourceId, c.chartId, c.datasourceType];

/**
 * The unsaved Explore state (reference §9.2) in the result cache, expiring after seven days: a
 * user's tab keeps one key while its context (tab, dataset, chart) stays the same; without a tab
 * id every write gets a new key (Superset's Create/UpdateFormDataCommand).
 */
export class FormDataCache {
  private readonly cache: TemporaryCache<ExploreState>;

  constructor(cache: IResultCache) {
    this.cache = new TemporaryCache(cache, 'explore_form_data', FORM_DATA_TIMEOUT_SECONDS);
  }

  private keyFor(c: FormDataCommand): Promise<string> {
    return this.cache.keyFor(c.tabId, contextOf(c));
  }

  private async write(key: string, c: FormDataCommand): Promise<void> {
    const state: ExploreState = {
      owner: c.userId,
      datasource_id: c.datasourceId,
      datasource_type: c.datasourceType,
      chart_id: c.chartId,
      form_data: c.formData,
    };
    await this.cache.write(key, state);
  }

  async create(c: FormDataCommand): Promise<string> {
    const key = await this.keyFor(c);
    await this.write(key, c);
    return key;
  }

  /** 404 when the key is unknown or expired; 403 when the entry is another user's. */
  async update(key: string, c: FormDataCommand): Promise<string> {
    const state = await this.get(key);
    if (!state) throw notFound();
    if (state.owner !== c.userId) throw new ApiError(403, { message: NOT_YOUR_VALUE });
    const next = await this.keyFor(c);
    await this.write(next, c);
    return next;
  }

  async get(key: string): Promise<ExploreState | null> {
    return this.cache.get(key);
  }

  /**
   * The entry for its owner: 403 for anyone else. Unsaved state is private to the user who made it
   * (issue 13's rule; Superset's GetFormDataCommand only checks the dataset and chart).
   */
  assertOwner(state: ExploreState, userId: number | null): void {
    if (state.owner !== userId) throw new ApiError(403, { message: NOT_YOUR_STATE });
  }

  async delete(key: string, userId: number): Promise<void> {
    const state = await this.get(key);
    if (!state) throw notFound();
    if (state.owner !== userId) throw new ApiError(403, { message: NOT_YOUR_VALUE });
    await this.cache.delete(key);
  }
}
