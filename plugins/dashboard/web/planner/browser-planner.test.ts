import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '../../../../web/app/bootstrap.ts';
import { readPlannerSettings } from './browser-planner.ts';

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
