import crypto from 'node:crypto';
import type { IResultCache } from './result-cache.ts';

/** Superset's random_key: url-safe and unguessable. */
export const randomCacheKey = (): string => crypto.randomBytes(36).toString('base64url');

/** What every temporary entry carries: the user who wrote it. */
export interface OwnedEntry {
  owner: number;
}

/**
 * Superset's temporary cache (commands/temporary_cache): per-user entries under unguessable keys in
 * the result cache, expiring after `timeoutSeconds`. A user's browser tab keeps one key while its
 * context stays the same (the contextual key); without a tab every write gets a new key. The
 * Explore form-data cache and the dashboard filter state are both built on it.
 */
export class TemporaryCache<Entry extends OwnedEntry> {
  constructor(
    private readonly cache: IResultCache,
    private readonly namespace: string,
    private readonly timeoutSeconds: number,
  ) {}

  /** The key of the user's tab in a context (parts joined), reused while the tab is the same. */
  async keyFor(tabId: number | null, context: readonly unknown[]): Promise<string> {
    const text = context.map(String).join('|');
    const ctx = `${this.namespace}_ctx:${crypto.createHash('sha256').update(text).digest('hex')}`;
    let key = tabId ? await this.cache.get<string>(ctx) : null;
    if (!key) {
      key = randomCacheKey();
      await this.cache.set(ctx, key, this.timeoutSeconds);
    }
    return key;
  }

  async write(key: string, entry: Entry): Promise<void> {
    await this.cache.set(`${this.namespace}:${key}`, entry, this.timeoutSeconds);
  }

  async get(key: string): Promise<Entry | null> {
    return this.cache.get<Entry>(`${this.namespace}:${key}`);
  }

  async delete(key: string): Promise<void> {
    await this.cache.delete(`${this.namespace}:${key}`);
  }
}
