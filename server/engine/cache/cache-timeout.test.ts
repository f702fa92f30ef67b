import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_TIMEOUT_SECONDS, resolveCacheTimeout } from './cache-timeout.ts';

describe('resolveCacheTimeout', () => {
  it('takes custom, then chart, then dataset, then database, then the configured default', () => {
    expect(resolveCacheTimeout({ custom: 5, chart: 10, dataset: 20, database: 30, fallback: 40 })).toBe(5);
    expect(resolveCacheTimeout({ custom: null, chart: 10, dataset: 20, database: 30 })).toBe(10);
    expect(resolveCacheTimeout({ dataset: 20, database: 30 })).toBe(20);
    expect(resolveCacheTimeout({ dataset: null, database: 30 })).toBe(30);
    expect(resolveCacheTimeout({ fallback: 40 })).toBe(40);
  });
  it('keeps an explicit 0 (no expiry) and defaults to a day', () => {
    expect(resolveCacheTimeout({ chart: 0, dataset: 20 })).toBe(0);
    expect(resolveCacheTimeout({})).toBe(DEFAULT_CACHE_TIMEOUT_SECONDS);
  });
});
