import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import type { IAsyncEvents } from '../../../server/async-events/async-events.ts';
import type { ChartDataService } from '../../../server/engine/chart-data/index.ts';
import type { IResultCache } from '../../../server/engine/cache/result-cache.ts';
import { WORKER_STOPPED_MESSAGE, type JobContext } from '../../../server/jobs/job-queue.ts';
import type { IUserService } from '../../../server/security/user-service.ts';
import { ChartDataJobHandler, type ChartDataJob } from './chart-data-job.ts';

const job: ChartDataJob = {
  channel_id: 'chan',
  job_id: 'job-1',
  user_id: null,
  context: { datasource: { id: 1, type: 'table' }, queries: [] } as unknown as ChartDataJob['context'],
  chart_cache_timeout: null,
};

function handler(run: () => Promise<unknown>) {
  const publish = vi.fn(async () => '1-0');
  const h = new ChartDataJobHandler(
    { run } as unknown as ChartDataService,
    { set: async () => undefined } as unknown as IResultCache,
    { publish } as unknown as IAsyncEvents,
    { load: async () => null } as unknown as IUserService,
  );
  return { h, publish };
}
const ctx = { jobId: 'job-1', signal: new AbortController().signal, logger: { error: () => undefined } } as never;

describe('ChartDataJobHandler when the job cannot end on its own', () => {
  it('sends the error event when its worker died (the queue calls failed), so the client stops waiting', async () => {
    const { h, publish } = handler(async () => []);
    await h.failed(job, new Error(WORKER_STOPPED_MESSAGE));
    expect(publish).toHaveBeenCalledWith({
      channel_id: 'chan',
      job_id: 'job-1',
      user_id: null,
      status: 'error',
      errors: [{ message: WORKER_STOPPED_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }],
      result_url: null,
    });
  });

  it('names Redis, not ioredis, when the run fails on it', async () => {
    const { h, publish } = handler(() =>
      Promise.reject(
        Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
          name: 'MaxRetriesPerRequestError',
        }),
      ),
    );
    await h.run(job, ctx as JobContext);
    expect(publish).toHaveBeenLastCalledWith(
      expect.objectContaining({
        status: 'error',
        errors: [expect.objectContaining({ message: 'Redis is unavailable. Try again in a few seconds.' })],
      }),
    );
  });
});
