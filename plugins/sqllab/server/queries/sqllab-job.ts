import { inject, injectable } from 'tsyringe';
import { ILoupeConfig } from '../../../../server/host/tokens.ts';
import type { JobContext, JobHandler } from '../../../../server/jobs/job-queue.ts';
import { SQLLAB_JOB, type SqlLabJobPayload } from './execute-service.ts';
import { QueryRunner } from './query-runner.ts';
import { QueryStore } from './query-store.ts';
import { ACTIVE_STATES } from '../../shared/index.ts';

/** The background run of an asynchronous SQL Lab query: the row goes pending → running → its end state. */
@injectable()
export class SqlLabJobHandler implements JobHandler<SqlLabJobPayload> {
  readonly name = SQLLAB_JOB;
  private readonly timeLimitSeconds: number;

  constructor(
    @inject(QueryStore) private readonly store: QueryStore,
    @inject(QueryRunner) private readonly runner: QueryRunner,
    @inject(ILoupeConfig) config: ILoupeConfig,
  ) {
    this.timeLimitSeconds = config.sqllabAsyncTimeLimitSec;
  }

  async run(payload: SqlLabJobPayload, ctx: JobContext): Promise<void> {
    const row = await this.store.byId(payload.queryId);
    if (!row) return;
    // Nobody waits for the rows here: they only go to the results backend.
    await this.runner.run(row, payload.plan, this.timeLimitSeconds, ctx.signal, { keepRows: 0 });
  }

  async failed(payload: SqlLabJobPayload, error: Error): Promise<void> {
    await this.store.update(
      payload.queryId,
      { status: 'failed', error_message: error.message, end_time: Date.now() },
      ACTIVE_STATES,
    );
  }
}
