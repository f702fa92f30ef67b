import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '../../../../web/app/bootstrap.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import { markTiming, preloadVizTypes, readPlannerSettings } from './browser-planner.ts';

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

describe('preloadVizTypes', () => {
  it("starts loading each viz type's buildQuery, transformProps and chart once, and skips unknown types", () => {
    const calls: string[] = [];
    const plugin = (key: string) => {
      const part = (name: string) => () => {
        calls.push(`${key}.${name}`);
        return Promise.resolve({ default: () => null });
      };
      return { key, buildQuery: part('buildQuery'), transformProps: part('transformProps'), loadChart: part('chart') };
    };
    const plugins = new Map([
      ['pie', plugin('pie')],
      ['line', plugin('line')],
    ]);
    const registry = { get: (key: string) => plugins.get(key) } as unknown as IVizRegistry;
    preloadVizTypes(registry, ['pie', 'line', 'pie', 'no_such_viz']);
    // The buildQuery chunks first (a tile's request waits for them), then the charts.
    expect(calls.slice(0, 2)).toEqual(['pie.buildQuery', 'line.buildQuery']);
    expect(calls.filter((c) => c.startsWith('pie.')).sort()).toEqual([
      'pie.buildQuery',
      'pie.buildQuery',
      'pie.chart',
      'pie.transformProps',
    ]);
    expect(calls.filter((c) => c.startsWith('line.'))).toHaveLength(4);
  });
});
