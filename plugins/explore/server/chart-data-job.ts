import { inject, injectable } from 'tsyringe';
import { IAsyncEvents } from '../../../server/async-events/async-events.ts';
import { cacheKeyOf } from '../../../server/engine/cache/cache-key.ts';
import { IResultCache } from '../../../server/engine/cache/result-cache.ts';
import { ChartDataService, type QueryContext } from '../../../server/engine/chart-data/index.ts';
import { dependencyOutage } from '../../../server/http/dependency-unavailable.ts';
import { ApiError } from '../../../server/http/errors.ts';
import type { JobContext, JobHandler } from '../../../server/jobs/job-queue.ts';
import { IUserService } from '../../../server/security/user-service.ts';
import { queryContextCacheKey } from './chart-data-deps.ts';
import { runChartData } from './chart-data-errors.ts';

export const CHART_DATA_JOB = 'chart-data';

export interface ChartDataJob {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  context: QueryContext;
  chart_cache_timeout: number | null;
}

/** How long the query context of a finished job stays fetchable at its result_url. */
const RESULT_URL_TIMEOUT = 86_400;

type EventErrors = { message: string; error_type?: string; level?: string; extra?: Record<string, unknown> }[];

function errorsOf(raw: unknown): EventErrors {
  // The metadata store or Redis away: say so, never the driver's words.
  const err = dependencyOutage(raw) ?? raw;
  if (err instanceof ApiError) {
    const body = err.body as { message?: unknown; errors?: EventErrors };
    if (Array.isArray(body.errors)) return body.errors;
    return [
      {
        message: typeof body.message === 'string' ? body.message : JSON.stringify(body.message),
        error_type: 'GENERIC_BACKEND_ERROR',
        level: 'error',
        extra: {},
      },
    ];
  }
  return [
    {
      message: 'An unexpected error occurred while running the chart query',
      error_type: 'GENERIC_BACKEND_ERROR',
      level: 'error',
      extra: {},
    },
  ];
}

/**
 * The worker side of Superset's load_chart_data_into_cache (reference §3.9): runs the query
 * context as the user who asked (loaded again by id, so their current roles apply), which fills
 * the per-query cache; keeps the query context under a key; and tells the user's channel
 * `done` with `result_url: /api/v1/chart/data/<key>`, or `error` with the errors.
 */
@injectable()
export class ChartDataJobHandler implements JobHandler<ChartDataJob> {
  readonly name = CHART_DATA_JOB;

  constructor(
    @inject(ChartDataService) private readonly service: ChartDataService,
    @inject(IResultCache) private readonly cache: IResultCache,
    @inject(IAsyncEvents) private readonly events: IAsyncEvents,
    @inject(IUserService) private readonly users: IUserService,
  ) {}

  async run(job: ChartDataJob, ctx: JobContext): Promise<void> {
    const base = { channel_id: job.channel_id, job_id: job.job_id, user_id: job.user_id };
    await this.events.publish({ ...base, status: 'running', errors: [], result_url: null });
    try {
      const user = job.user_id === null ? null : await this.users.load(job.user_id);
      if (job.user_id !== null && !user)
        throw new ApiError(401, { message: 'The user who asked for this chart no longer exists' });
      await runChartData(this.service, {
        context: job.context,
        user,
        chartCacheTimeout: job.chart_cache_timeout,
        signal: ctx.signal,
        logger: ctx.logger,
      });
      const key = cacheKeyOf({ context: job.context, user: job.user_id, chart_cache_timeout: job.chart_cache_timeout });
      await this.cache.set(
        queryContextCacheKey(key),
        { context: { ...job.context, force: false }, chart_cache_timeout: job.chart_cache_timeout },
        RESULT_URL_TIMEOUT,
      );
      await this.events.publish({ ...base, status: 'done', errors: [], result_url: `/api/v1/chart/data/${key}` });
    } catch (err) {
      if (!(err instanceof ApiError)) ctx.logger.error({ err, jobId: job.job_id }, 'chart-data job failed');
      await this.events.publish({ ...base, status: 'error', errors: errorsOf(err), result_url: null });
    }
  }

  /**
   * The job could not run or end on its own: no handler on the worker, Loupe stopping, or the
   * worker died mid-run (the queue fails it, never re-runs it). The client stops waiting.
   */
  async failed(job: ChartDataJob, error: Error): Promise<void> {
    const base = { channel_id: job.channel_id, job_id: job.job_id, user_id: job.user_id };
    const errors = [{ message: error.message, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }];
    await this.events.publish({
      ...base,
      status: 'error',
      errors: dependencyOutage(error) ? errorsOf(error) : errors,
      result_url: null,
    });
  }
}
