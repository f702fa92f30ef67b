import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, summarize, waterfallBar } from './performance-summary.ts';
import type { TileTiming } from './query-planner-types.ts';

const timing = (over: Partial<TileTiming>): TileTiming => ({
  tileId: 'CHART-a',
  chartId: 1,
  requestedAt: 0,
  startedAt: null,
  answeredAt: null,
  renderedAt: null,
  cache: null,
  bytes: null,
  deduplicated: false,
  error: null,
  ...over,
});

describe('summarize', () => {
  it('totals the loads, counts shared answers once and finds the slowest tile', () => {
    const s = summarize(
      [
        timing({
          tileId: 'A',
          requestedAt: 10,
          startedAt: 10,
          answeredAt: 110,
          renderedAt: 130,
          cache: 'miss',
          bytes: 1000,
        }),
        timing({
          tileId: 'B',
          chartId: 2,
          requestedAt: 12,
          startedAt: 10,
          answeredAt: 110,
          renderedAt: 400,
          cache: 'miss',
          bytes: 1000,
          deduplicated: true,
        }),
        timing({ tileId: 'C', chartId: 3, requestedAt: 20, startedAt: 20, answeredAt: 40, cache: 'hit', bytes: 50 }),
        timing({ tileId: 'D', chartId: 4, requestedAt: 20, error: 'boom', answeredAt: 60 }),
      ],
      { requests: 3, queries: 3, tileLoads: 4 },
    );
    expect(s).toMatchObject({
      requests: 3,
      tileLoads: 4,
      deduplicated: 1,
      cacheHits: 1,
      cacheMisses: 1,
      errors: 1,
      bytes: 1050,
    });
    expect(s.slowest).toEqual({ tileId: 'B', chartId: 2, ms: 388 });
    expect(s.spanMs).toBe(390);
  });
  it('is empty without timings', () => {
    expect(summarize([], { requests: 0, queries: 0, tileLoads: 0 })).toMatchObject({ slowest: null, spanMs: 0 });
  });
});

describe('waterfallBar', () => {
  it('splits a tile into waiting, querying and drawing', () => {
    expect(
      waterfallBar(timing({ requestedAt: 100, startedAt: 200, answeredAt: 600, renderedAt: 700 }), 100, 1000),
    ).toEqual({
      offset: 0,
      wait: 10,
      query: 40,
      draw: 10,
    });
  });
  it('draws a waiting tile as a point', () => {
    expect(waterfallBar(timing({ requestedAt: 500 }), 0, 1000)).toEqual({ offset: 50, wait: 0, query: 0, draw: 0 });
  });
});

it('formats times and sizes', () => {
  expect([formatMs(85.4), formatMs(1530)]).toEqual(['85 ms', '1.53 s']);
  expect([formatBytes(900), formatBytes(2048), formatBytes(3 * 1024 * 1024)]).toEqual(['900 B', '2.0 KB', '3.0 MB']);
});
