import { CliError } from '../../../cli/cli-runtime.ts';
import { messageOfBody } from './api-failure.ts';
import { readArrowResult, type ResultStream } from './arrow-result.ts';
import type { CellKind, ResultColumn } from './cell-text.ts';
import { readBody, type LoupeClient } from './loupe-client.ts';
import type { ExecuteAnswer, WireColumn } from './query-wire.ts';

export const ARROW_STREAM = 'application/vnd.apache.arrow.stream';

/**
 * All stored rows of a finished query: `GET /api/v1/sqllab/results/` asking for the Arrow
 * stream (Loupe answers `Accept: application/vnd.apache.arrow.stream` there), read batch by
 * batch. A server that answers JSON instead (Superset) is read from its §5.2 payload.
 */
export async function fetchResults(
  client: LoupeClient,
  resultsKey: string,
  signal: AbortSignal,
): Promise<ResultStream> {
  const res = await client.request('GET', '/api/v1/sqllab/results/', {
    q: { key: resultsKey },
    accept: `${ARROW_STREAM}, application/json;q=0.5`,
    signal,
  });
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 200 && type.includes('arrow') && res.body) {
    return readArrowResult(chunksOf(res.body));
  }
  const body = await readBody(res);
  if (res.status === 200 && body && typeof body === 'object') return rowsOfJson(body as ExecuteAnswer);
  if (res.status === 401 || res.status === 403)
    throw client.failure({ status: res.status, body }, 'read the results of this query');
  throw new CliError(
    `Failed at retrieving results (HTTP ${res.status}): ${messageOfBody(body) ?? 'the server did not say why'}`,
    1,
  );
}

/** The body's chunks as an async iterable whose errors (an abort, a dropped connection) are thrown, not swallowed. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function kindOfWire(c: WireColumn): CellKind {
  if (c.type_generic === 0) return 'number';
  if (c.type_generic === 3) return 'boolean';
  return 'string';
}

/** The rows of a JSON payload (§5.1/§5.2: `columns` and `data` as objects), as one batch. */
export function rowsOfJson(answer: ExecuteAnswer): ResultStream {
  const wire = answer.columns ?? [];
  const names = wire.map((c) => c.column_name ?? c.name ?? '');
  const columns: ResultColumn[] = wire.map((c, i) => ({ name: names[i]!, kind: kindOfWire(c) }));
  const data = answer.data ?? [];
  async function* rows(): AsyncGenerator<unknown[][]> {
    if (data.length) yield data.map((r) => names.map((n) => r[n] ?? null));
  }
  return { columns, payload: null, rows: rows() };
}
