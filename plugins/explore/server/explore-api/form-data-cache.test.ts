import { describe, expect, it } from 'vitest';
import type { IResultCache } from '../../../../server/engine/cache/index.ts';
import { FORM_DATA_TIMEOUT_SECONDS, FormDataCache, type FormDataCommand } from './form-data-cache.ts';

/** A cache that forgets entries whose time is up, on a clock the test moves. */
function fakeCache() {
  let now = 0;
  const entries = new Map<string, { value: unknown; until: number }>();
  const cache: IResultCache = {
    async get<T>(key: string) {
      const e = entries.get(key);
      return e && e.until > now ? (e.value as T) : null;
    },
    async set(key, value, timeout) {
      entries.set(key, { value: structuredClone(value), until: now + timeout * 1000 });
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {},
  };
  return { cache, advance: (seconds: number) => (now += seconds * 1000) };
}

const cmd = (over: Partial<FormDataCommand> = {}): FormDataCommand => ({
  userId: 1,
  tabId: 1,
  datasourceId: 3,
  datasourceType: 'table',
  chartId: null,
  formData: '{"viz_type":"table"}',
  ...over,
});

describe('FormDataCache (Superset’s Create/Update/Get/DeleteFormDataCommand)', () => {
  it('keeps one key per user, tab and context; a new key for another tab, context, user or no tab', async () => {
    const store = new FormDataCache(fakeCache().cache);
    const first = await store.create(cmd());
    expect(first).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(await store.create(cmd({ formData: '{}' }))).toBe(first);
    expect(await store.create(cmd({ tabId: 2 }))).not.toBe(first);
    expect(await store.create(cmd({ chartId: 9 }))).not.toBe(first);
    expect(await store.create(cmd({ userId: 2 }))).not.toBe(first);
    const a = await store.create(cmd({ tabId: null }));
    expect(await store.create(cmd({ tabId: null }))).not.toBe(a);
    expect((await store.get(first))?.form_data).toBe('{}');
  });

  it('expires entries after seven days', async () => {
    const { cache, advance } = fakeCache();
    const store = new FormDataCache(cache);
    const key = await store.create(cmd());
    advance(FORM_DATA_TIMEOUT_SECONDS - 1);
    expect(await store.get(key)).not.toBeNull();
    advance(2);
    expect(await store.get(key)).toBeNull();
    expect(FORM_DATA_TIMEOUT_SECONDS).toBe(604_800);
  });

  it('lets only the owner update or delete an entry (403), and answers 404 for an unknown key', async () => {
    const store = new FormDataCache(fakeCache().cache);
    const key = await store.create(cmd());
    await expect(store.update(key, cmd({ userId: 2 }))).rejects.toMatchObject({ status: 403 });
    await expect(store.delete(key, 2)).rejects.toMatchObject({ status: 403 });
    await expect(store.update('nope', cmd())).rejects.toMatchObject({ status: 404 });
    expect(await store.update(key, cmd({ formData: '{"a":1}' }))).toBe(key);
    await store.delete(key, 1);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key, 1)).rejects.toMatchObject({ status: 404 });
  });
});
