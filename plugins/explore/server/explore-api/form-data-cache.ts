import crypto from 'node:crypto';
import type { IResultCache } from '../../../../server/engine/cache/index.ts';
import { forbidden, notFound } from '../../../../server/http/errors.ts';

/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG default timeout: seven days. */
export const FORM_DATA_TIMEOUT_SECONDS = 7 * 24 * 3600;

/** Superset's TemporaryExploreState. */
export interface ExploreState {
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

const entryKey = (key: string) => `explore_form_data:${key}`;

/** The key of one user's tab on one dataset/chart (Superset's contextual key). */
function contextualKey(c: FormDataCommand): string {
  const text = [c.userId, c.tabId, c.datasourceId, c.chartId, c.datasourceType].join('|');
  return `explore_form_data_ctx:${crypto.createHash('sha256').update(text).digest('hex')}`;
}

/** Superset's random_key: url-safe and unguessable. */
const randomKey = () => crypto.randomBytes(36).toString('base64url');

/**
 * The unsaved Explore state (reference §9.2) in the result cache, expiring after seven days: a
 * user's tab keeps one key while its context (tab, dataset, chart) stays the same; without a tab
 * id every write gets a new key (Superset's Create/UpdateFormDataCommand).
 */
export class FormDataCache {
  constructor(private readonly cache: IResultCache) {}

  private async keyFor(c: FormDataCommand): Promise<string> {
    const ctx = contextualKey(c);
    let key = c.tabId ? await this.cache.get<string>(ctx) : null;
    if (!key) {
      key = randomKey();
      await this.cache.set(ctx, key, FORM_DATA_TIMEOUT_SECONDS);
    }
    return key;
  }

  private async write(key: string, c: FormDataCommand): Promise<void> {
    const state: ExploreState = {
      owner: c.userId,
      datasource_id: c.datasourceId,
      datasource_type: c.datasourceType,
      chart_id: c.chartId,
      form_data: c.formData,
    };
    await this.cache.set(entryKey(key), state, FORM_DATA_TIMEOUT_SECONDS);
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
    if (state.owner !== c.userId) throw forbidden();
    const next = await this.keyFor(c);
    await this.write(next, c);
    return next;
  }

  async get(key: string): Promise<ExploreState | null> {
    return this.cache.get<ExploreState>(entryKey(key));
  }

  async delete(key: string, userId: number): Promise<void> {
    const state = await this.get(key);
    if (!state) throw notFound();
    if (state.owner !== userId) throw forbidden();
    await this.cache.delete(entryKey(key));
  }
}
