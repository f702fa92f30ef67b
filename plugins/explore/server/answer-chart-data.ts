import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asyncChannelOf } from '../../../server/async-events/async-channel.ts';
import type { QueryContext } from '../../../server/engine/chart-data/index.ts';
import { ApiError, forbidden } from '../../../server/http/errors.ts';
import { can } from '../../../server/security/auth-user.ts';
import { afterReply } from './after-reply.ts';
import { CHART_DATA_JOB, type ChartDataJob } from './chart-data-job.ts';
import { runChartData } from './chart-data-errors.ts';
import type { ChartDataDeps } from './chart-data-deps.ts';
import { CAN_CSV } from './explore-permissions.ts';
import { sendChartData } from './send-chart-data.ts';

/**
 * Answers one QueryContext for a request (reference §3.1, §3.8, §3.9): CSV and XLSX need
 * `can_csv` on Superset; with GLOBAL_ASYNC_QUERIES a full JSON request answers from the cache
 * when every query is cached, else enqueues a chart-data job and answers 202; otherwise the
 * queries run now and are cancelled if the client goes away.
 */
export async function answerChartData(
  req: FastifyRequest,
  reply: FastifyReply,
  context: QueryContext,
  deps: ChartDataDeps,
  opts: { chartCacheTimeout: number | null; filename?: unknown },
): Promise<FastifyReply> {
  if (
    (context.result_format === 'csv' || context.result_format === 'xlsx') &&
    !can(req.user, CAN_CSV.perm, CAN_CSV.view)
  )
    throw forbidden();
  const base = { context, user: req.user, chartCacheTimeout: opts.chartCacheTimeout, logger: req.log };

  if (deps.featureFlags.GLOBAL_ASYNC_QUERIES && context.result_format === 'json' && context.result_type === 'full') {
    // Checks the datasource, the caller's access and every query now (400/403/404 at once, as
    // Superset validates before enqueuing); answers from the cache when all is cached and not forced.
    const cached = await runChartData(deps.service, {
      ...base,
      context: { ...context, force: false },
      cachedOnly: true,
    });
    if (cached && !context.force) return sendChartData(reply, cached, 'json');
    const channel = asyncChannelOf(req);
    if (!channel) throw new ApiError(401, { message: 'Not authorized' });
    const job: ChartDataJob = {
      channel_id: channel.channelId,
      job_id: crypto.randomUUID(),
      user_id: req.user?.id ?? null,
      context,
      chart_cache_timeout: opts.chartCacheTimeout,
    };
    await deps.jobs.enqueue(CHART_DATA_JOB, job, { jobId: job.job_id });
    return reply.code(202).send({
      channel_id: job.channel_id,
      job_id: job.job_id,
      user_id: job.user_id === null ? null : String(job.user_id),
      status: 'pending',
      errors: [],
      result_url: null,
    });
  }

  const abort = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort();
  };
  reply.raw.once('close', onClose);
  try {
    const afterAnswer = afterReply(reply, (err) => req.log.warn({ err }, 'work after the chart data answer failed'));
    const entries = await runChartData(deps.service, { ...base, signal: abort.signal, afterAnswer });
    return await sendChartData(reply, entries!, context.result_format, opts.filename);
  } finally {
    if (reply.raw.writableFinished) reply.raw.off('close', onClose);
  }
}
