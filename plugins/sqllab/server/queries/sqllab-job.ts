import type { JobHandler } from '../../../../server/jobs/job-queue.ts';
import type { SqlLabJobPayload } from './execute-service.ts';
import type { QueryRunner } from './query-runner.ts';
import type { QueryStore } from './query-store.ts';
import { ACTIVE_STATES } from '../../shared/index.ts';

/** The background run of an asynchronous SQL Lab query: the row goes pending → running → its end state. */
export function sqllabJobHandler(deps: { store: QueryStore; runner: QueryRunner; timeLimitSeconds: number }): JobHandler<SqlLabJobPayload> {
  return {
    name: 'sqllab.execute',
    async run(payload, ctx) {
      const row = await deps.store.byId(payload.queryId);
      if (!row) return;
      await deps.runner.run(row, payload.plan, deps.timeLimitSeconds, ctx.signal);
    },
    async failed(payload, error) {
      await deps.store.update(payload.queryId, { status: 'failed', error_message: error.message, end_time: Date.now() }, ACTIVE_STATES);
    },
  };
}
