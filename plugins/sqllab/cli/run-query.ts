import { setTimeout as sleep } from 'node:timers/promises';
import { CliError } from '../../../cli/cli-runtime.ts';
import { errorTypesOfBody, messageOfBody } from './api-failure.ts';
import type { ResultStream } from './arrow-result.ts';
import { fetchResults, rowsOfJson } from './fetch-results.ts';
import type { LoupeClient } from './loupe-client.ts';
import { elapsedText, ProgressLine } from './progress-line.ts';
import { isTerminalState, newClientId, type QueryWire } from '../shared/index.ts';
import type { ExecuteAnswer } from './query-wire.ts';
import { createRowWriter, type OutputFormat } from './row-writer.ts';

export interface QueryRun {
  databaseId: number;
  sql: string;
  schema?: string;
  limit?: number;
  templateParams?: string;
  runAsync?: boolean;
}

export interface RunOutput {
  format: OutputFormat;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  /** Aborted by Ctrl+C: the query is stopped on the server. */
  signal?: AbortSignal;
  /** How often an asynchronous run is polled (ms). */
  pollMs?: number;
}

export interface RunSummary {
  rows: number;
  query: QueryWire;
}

/** Exit code of a run stopped with Ctrl+C (128 + SIGINT), as shells report it. */
export const STOPPED_EXIT = 130;

/** The server knows no database with the id the run named (404 DATABASE_NOT_FOUND_ERROR). */
export class DatabaseNotFound extends CliError {}

const isAbort = (err: unknown) => (err as Error)?.name === 'AbortError';

/**
 * `loupe query run`: POST /api/v1/sqllab/execute/ (§5.1), wait for an asynchronous run, then
 * stream every stored row from /api/v1/sqllab/results/ into the chosen format as it arrives.
 * Engine errors end the run with the engine's message (exit code 1); Ctrl+C stops the query on
 * the server (POST /api/v1/query/stop) and exits with 130.
 */
export async function runQuery(client: LoupeClient, run: QueryRun, output: RunOutput): Promise<RunSummary> {
  const clientId = newClientId();
  const progress = ProgressLine.on(output.err);
  const ticker = progress ? setInterval(() => progress.running(), 200) : null;
  const http = new AbortController();
  const onAbort = () => http.abort();
  output.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    progress?.running();
    let query: QueryWire;
    let answer: ExecuteAnswer;
    try {
      ({ query, answer } = await execute(client, clientId, run, http.signal));
      if (!isTerminalState(query.state)) query = await waitForQuery(client, query, http.signal, output.pollMs ?? 500);
    } catch (err) {
      if (!isAbort(err) && !output.signal?.aborted) throw err;
      if (ticker) clearInterval(ticker);
      progress?.hide();
      await stopOnServer(client, clientId, output.err);
      throw new CliError('Query was stopped.', STOPPED_EXIT);
    }
    if (ticker) clearInterval(ticker);
    if (query.state !== 'success') throw new CliError(failureText(query), 1);

    let result: ResultStream;
    let rows = 0;
    try {
      result = query.resultsKey ? await fetchResults(client, query.resultsKey, http.signal) : rowsOfJson(answer);
      const writer = createRowWriter(output.format, output.out, result.columns);
      // Rows going to the same terminal as the progress line would run into it: wipe it first.
      const sameTerminal = (output.out as NodeJS.WriteStream).isTTY === true;
      for await (const part of result.rows) {
        if (sameTerminal) progress?.hide();
        await writer.write(part);
        rows += part.length;
        progress?.receiving(rows);
      }
      progress?.hide();
      if (output.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      const expected =
        typeof result.payload?.query === 'object'
          ? (result.payload.query as QueryWire).rows
          : query.resultsKey
            ? query.rows
            : undefined;
      if (typeof expected === 'number' && rows < expected) {
        throw new CliError(
          `The results stopped after ${rows.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} rows: the connection to the server was cut`,
          1,
        );
      }
      await writer.end();
    } catch (err) {
      progress?.hide();
      if (isAbort(err) || output.signal?.aborted)
        throw new CliError(`Stopped after ${rows.toLocaleString('en-US')} rows.`, STOPPED_EXIT);
      if (err instanceof CliError) throw err;
      const why = (err as { cause?: Error }).cause?.message ?? (err as Error).message;
      throw new CliError(
        `Reading the results from ${client.url} failed after ${rows.toLocaleString('en-US')} rows: ${why}`,
        1,
      );
    }
    if (progress)
      output.err.write(
        `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} in ${elapsedText(progress.elapsed())}\n`,
      );
    if (!query.resultsKey && answer.displayLimitReached) {
      output.err.write(
        `loupe: only the first ${rows.toLocaleString('en-US')} of ${(query.rows ?? rows).toLocaleString('en-US')} rows: the server keeps no results to fetch the rest from\n`,
      );
    }
    if (run.limit === undefined && query.limitingFactor === 'DROPDOWN' && typeof query.limit === 'number') {
      output.err.write(
        `loupe: stopped at the server's default limit of ${query.limit.toLocaleString('en-US')} rows; use --limit N for more\n`,
      );
    }
    return { rows, query };
  } finally {
    if (ticker) clearInterval(ticker);
    progress?.hide();
    output.signal?.removeEventListener('abort', onAbort);
  }
}

async function execute(
  client: LoupeClient,
  clientId: string,
  run: QueryRun,
  signal: AbortSignal,
): Promise<{ query: QueryWire; answer: ExecuteAnswer }> {
  const body: Record<string, unknown> = {
    client_id: clientId,
    database_id: run.databaseId,
    sql: run.sql,
    runAsync: run.runAsync === true,
    json: true,
    tab: 'loupe CLI',
    select_as_cta: false,
    ...(run.schema !== undefined ? { schema: run.schema } : {}),
    ...(run.limit !== undefined ? { queryLimit: run.limit } : {}),
    ...(run.templateParams ? { templateParams: run.templateParams } : {}),
  };
  const answer = await client.json<ExecuteAnswer>('POST', '/api/v1/sqllab/execute/', { body, signal });
  if ((answer.status === 200 || answer.status === 202) && answer.body?.query) {
    const query = answer.body.query;
    if (answer.body.status === 'failed' && query.state !== 'failed') query.state = 'failed';
    if (query.state === 'failed' && !query.errorMessage) query.errorMessage = messageOfBody(answer.body);
    return { query, answer: answer.body };
  }
  if (answer.status === 401 || answer.status === 403) throw client.failure(answer, 'run SQL on this database');
  const message = messageOfBody(answer.body) ?? `the server answered HTTP ${answer.status}`;
  const types = errorTypesOfBody(answer.body);
  // Problems with the request (unknown database, validation, refused DML…) are the caller's to fix (2); the engine's errors are the query's (1).
  if (types.includes('DATABASE_NOT_FOUND_ERROR')) throw new DatabaseNotFound(message);
  const requestProblem =
    answer.status === 404 ||
    (answer.status === 400 && typeof (answer.body as { message?: unknown })?.message === 'object');
  throw new CliError(message, requestProblem ? 2 : 1);
}

/** Polls `GET /api/v1/query/updated_since` (as SQL Lab's page does) until the run is over. */
async function waitForQuery(
  client: LoupeClient,
  query: QueryWire,
  signal: AbortSignal,
  pollMs: number,
): Promise<QueryWire> {
  // The server's clock (the run's start) rather than ours, which may differ.
  const since = Math.floor((typeof query.startDttm === 'number' ? query.startDttm : Date.now()) - 60_000);
  for (;;) {
    await sleep(pollMs, undefined, { signal });
    const found = await client.ok<{ result: QueryWire[] }>('GET', '/api/v1/query/updated_since', 'follow the query', {
      q: { last_updated_ms: since },
      signal,
    });
    const latest = found.result.find((q) => q.id === query.id);
    if (latest && isTerminalState(latest.state)) return latest;
  }
}

/** POST /api/v1/query/stop; retried briefly while the server has not yet recorded the query. */
async function stopOnServer(client: LoupeClient, clientId: string, err: NodeJS.WritableStream): Promise<void> {
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const answer = await client.json('POST', '/api/v1/query/stop', {
        body: { client_id: clientId },
        signal: AbortSignal.timeout(5000),
      });
      if (answer.status === 200) return;
      last = messageOfBody(answer.body) ?? `HTTP ${answer.status}`;
      if (answer.status !== 404) break;
    } catch (e) {
      last = (e as Error).message;
      break;
    }
    await sleep(200);
  }
  err.write(`loupe: Failed at stopping query. ${last}\n`);
}

function failureText(query: QueryWire): string {
  if (query.state === 'stopped') return 'Query was stopped.';
  if (query.state === 'timed_out') return query.errorMessage ?? 'The query timed out.';
  return query.errorMessage ?? `The query ended as '${query.state}'`;
}
