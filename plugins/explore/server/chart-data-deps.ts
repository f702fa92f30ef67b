import type { ExploreDb } from './migrations/explore-tables.ts';
import type { IAsyncEvents } from '../../../server/async-events/async-events.ts';
import type { IResultCache } from '../../../server/engine/cache/result-cache.ts';
import type { ChartDataService } from '../../../server/engine/chart-data/index.ts';
import type { IJobQueue } from '../../../server/jobs/job-queue.ts';

/** What the explore routes and the chart-data job share. */
export interface ChartDataDeps {
  service: ChartDataService;
  cache: IResultCache;
  db: ExploreDb;
  featureFlags: Record<string, boolean>;
  /** Null when the host registered no queue (then every request runs synchronously). */
  jobs: IJobQueue | null;
  events: IAsyncEvents | null;
}

/** The cache entry an async job leaves: the query context to run again from the per-query cache. */
export const queryContextCacheKey = (key: string) => `qc:${key}`;
