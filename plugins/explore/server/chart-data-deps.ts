import type { ExploreDb } from './migrations/explore-tables.ts';
import type { IResultCache } from '../../../server/engine/cache/result-cache.ts';
import type { ChartDataService } from '../../../server/engine/chart-data/index.ts';
import type { IJobQueue } from '../../../server/jobs/job-queue.ts';

/** What the explore routes and the chart-data job share. */
export interface ChartDataDeps {
  service: ChartDataService;
  cache: IResultCache;
  db: ExploreDb;
  featureFlags: Record<string, boolean>;
  /** Where GLOBAL_ASYNC_QUERIES sends a chart's queries. */
  jobs: IJobQueue;
}

/** The cache entry an async job leaves: the query context to run again from the per-query cache. */
export const queryContextCacheKey = (key: string) => `qc:${key}`;
