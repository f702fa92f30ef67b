import crypto from 'node:crypto';
import { definePlugin } from '../../../core/kernel/plugin.ts';
import { asyncChannelOf, IAsyncEvents } from '../../../server/async-events/async-events.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { unauthorized } from '../../../server/http/errors.ts';
import { IJobQueue } from '../../../server/jobs/job-queue.ts';

export interface EchoPayload {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  fail?: boolean;
}

/**
 * A test-only stand-in for chart data's asynchronous branch: `POST /api/v1/test_echo/` answers
 * 202 with Superset's job metadata and enqueues an `echo` job, which publishes `running` then
 * `done` (or `error`) to the caller's channel, resolving IJobQueue and IAsyncEvents from the
 * container at activation as a real plugin does.
 */
export const echoJobPlugin = definePlugin({
  id: 'test-echo',
  server: {
    activate(ctx) {
      const jobs = ctx.container.resolve(IJobQueue);
      const events = ctx.container.resolve(IAsyncEvents);
      ctx.track(
        jobs.registerHandler<EchoPayload>({
          name: 'echo',
          async run(p) {
            await events.publish({ ...p, status: 'running', errors: [], result_url: null });
            if (p.fail) throw new Error('echo asked to fail');
            await events.publish({ ...p, status: 'done', errors: [], result_url: `/api/v1/test_echo/${p.job_id}` });
          },
          async failed(p, err) {
            await events.publish({
              ...p,
              status: 'error',
              errors: [{ message: err.message, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }],
              result_url: null,
            });
          },
        }),
      );
      ctx.app.post<{ Body: { fail?: boolean } }>(
        '/api/v1/test_echo/',
        { config: { access: 'authenticated' } },
        async (req, reply) => {
          const channel = asyncChannelOf(req);
          if (!channel) throw unauthorized();
          const job = { channel_id: channel.channelId, job_id: crypto.randomUUID(), user_id: req.user?.id ?? null };
          await jobs.enqueue('echo', { ...job, fail: req.body?.fail === true }, { jobId: job.job_id });
          return reply.code(202).send({ ...job, status: 'pending', errors: [], result_url: null });
        },
      );
    },
  } satisfies ServerPluginPart,
});
