// One chart-data request on the wire, through the async path when the server answers 202.
import type { QueryContext, ChartDataResult } from '../../../../core/viz/index.ts';
import { ApiError, messageOf } from '../../../../web/api/api-error.ts';
import type { AsyncEventClient } from './async-event-client.ts';
import type { ChartDataTransport, WireAnswer } from './chart-data-transport.ts';
import { cacheOutcome, type Answer } from './planner-job.ts';

export interface FetchAnswerDeps {
  transport: ChartDataTransport;
  asyncEvents?: Pick<AsyncEventClient, 'waitFor'>;
  now(): number;
}

/**
 * POSTs the context; a 202 (GLOBAL_ASYNC_QUERIES, reference §3.9) waits for the job's event and
 * GETs its `result_url`. Bytes count both bodies. Rejects with an ApiError carrying the server's message.
 */
export async function fetchAnswer(context: QueryContext, signal: AbortSignal, deps: FetchAnswerDeps): Promise<Answer> {
  let wire = await deps.transport.post(context, signal);
  let bytes = wire.bytes;
  if (wire.status === 202) {
    if (!deps.asyncEvents) throw new ApiError(202, 'The server answered with an async job', wire.body);
    const jobId = (wire.body as { job_id?: unknown } | null)?.job_id;
    if (typeof jobId !== 'string') throw new ApiError(202, 'The async job carries no job_id', wire.body);
    const event = await deps.asyncEvents.waitFor(jobId, signal);
    if (event.status === 'error' || !event.result_url)
      throw new ApiError(500, event.errors?.[0]?.message ?? 'The async query failed', event);
    wire = await deps.transport.get(event.result_url, signal);
    bytes += wire.bytes;
  }
  const result = ensureOk(wire);
  return { result, bytes, cache: cacheOutcome(result), answeredAt: deps.now() };
}

/** A 2xx's `result`; an ApiError with the envelope's message otherwise (Superset answers a failed query with 400). */
function ensureOk(wire: WireAnswer): ChartDataResult[] {
  if (wire.status < 200 || wire.status >= 300)
    throw new ApiError(wire.status, messageOf(wire.body, `${wire.status}`), wire.body);
  const result = (wire.body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) throw new ApiError(wire.status, 'The chart-data answer carries no result', wire.body);
  return result as ChartDataResult[];
}
