import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '../../../../web/app/bootstrap.ts';
import { markTiming, readPlannerSettings } from './browser-planner.ts';

const bootstrap = (conf: Record<string, unknown>, flags: Record<string, boolean> = {}) =>
  ({ common: { feature_flags: flags, conf } }) as unknown as BootstrapData;

describe('readPlannerSettings', () => {
  it('reads the cap, the async flag and the bench switch', () => {
    expect(
      readPlannerSettings(
        bootstrap({ DASHBOARD_QUERY_CONCURRENCY: 3 }, { GLOBAL_ASYNC_QUERIES: true }),
        '?planner=naive',
      ),
    ).toEqual({
      concurrency: 3,
      mode: 'naive',
      asyncQueries: true,
    });
  });
  it('falls back to 6, planned, synchronous', () => {
    expect(readPlannerSettings(bootstrap({ DASHBOARD_QUERY_CONCURRENCY: 'x' }), '?planner=other')).toEqual({
      concurrency: 6,
      mode: 'planned',
      asyncQueries: false,
    });
  });
});

describe('markTiming', () => {
  it("puts a tile's phase on the performance timeline with its tile, chart and cache", () => {
    markTiming('rendered', {
      tileId: 'CHART-x',
      chartId: 7,
      requestedAt: 1,
      startedAt: 2,
      answeredAt: 3,
      renderedAt: 4,
      cache: 'hit',
      bytes: 10,
      deduplicated: true,
      error: null,
    });
    const marks = performance.getEntriesByName('dashboard-tile-rendered') as PerformanceMark[];
    expect(marks.at(-1)!.detail).toEqual({
      tileId: 'CHART-x',
      chartId: 7,
      cache: 'hit',
      deduplicated: true,
      error: null,
    });
    performance.clearMarks('dashboard-tile-rendered');
  });
});
