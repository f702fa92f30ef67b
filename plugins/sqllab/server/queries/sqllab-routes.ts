import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import { splitStatements } from '../../../../core/sql/split-statements.ts';
import { statementKind } from './sql-statements.ts';
import { csvChunks } from './csv-export.ts';
import { executeBodySchema, type ExecuteBody } from './execute-body-schema.ts';
import { execute, type ExecuteDeps } from './execute-service.ts';
import { assertOwnQuery, assertQueryDatabaseAccess } from './query-access.ts';
import type { IResultsBackend } from './results-backend.ts';
import { readLiveResults, readResults, storedBytes } from './results-reader.ts';
import { liveArrowStream } from './live-arrow-stream.ts';
import { defaultSchemaSql } from './query-runner.ts';
import { arrowStream, decodedRows, decodeResults } from './result-codec.ts';
import { resultPayload, wireColumns } from './result-payload.ts';
import { RESULTS_EXPIRED_MESSAGE, SqlLabError } from './sqllab-errors.ts';
import { apiResponses, fileResponse, responses, risonQuerystring } from '../../../../server/http/openapi-schemas.ts';

export type SqlLabRouteDeps = ExecuteDeps & { results: IResultsBackend };

const ARROW = 'application/vnd.apache.arrow.stream';
const resultsQuery = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 64 },
    rows: { type: 'integer', minimum: 0, maximum: 2147483647 },
  },
};

/** Runs a handler, turning SqlLabError into Superset's `{errors: [...]}` body. */
export async function sqllabErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof SqlLabError) throw err.toApiError();
    throw err;
  }
}

/** `/api/v1/sqllab/execute/`, `/results/` (JSON or Arrow) and `/export/<client_id>/` (reference §5.1–5.3). */
export function registerSqlLabRoutes(app: FastifyInstance, deps: SqlLabRouteDeps): void {
  app.post<{ Body: ExecuteBody }>(
    '/api/v1/sqllab/execute/',
    {
      config: { access: { perm: 'can_execute_sql_query', view: 'SQLLab' } },
      schema: { body: executeBodySchema, response: responses.object },
      bodyLimit: 16 * 1024 * 1024,
    },
    (req, reply) =>
      sqllabErrors(async () => {
        const out = await execute(deps, req.body, req.user!);
        return reply.code(out.status).send(out.body);
      }),
  );

  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/sqllab/results/',
    {
      config: { access: { perm: 'can_get_results', view: 'SQLLab' } },
      schema: { querystring: risonQuerystring(resultsQuery), response: responses.object },
    },
    (req, reply) =>
      sqllabErrors(async () => {
        const q = parseRisonQuery<{ key: string; rows?: number }>(req.query.q, resultsQuery);
        const arrow = String(req.headers.accept ?? '').includes(ARROW);
        const following = arrow ? await readLiveResults(deps.store, deps.runner.live, q.key, req.user!) : null;
        if (following) {
          // Still streaming in: each batch goes out as soon as the engine has yielded it.
          const cols = wireColumns(following.live.columns);
          const dict = await deps.store.toDict(following.row);
          const meta = {
            query_id: dict.queryId,
            status: dict.state,
            columns: cols,
            selected_columns: cols,
            expanded_columns: [],
            query: dict,
          };
          return reply.type(ARROW).send(liveArrowStream(following.live, meta, q.rows, req.raw));
        }
        const { row, results } = await readResults(deps.store, deps.results, q.key, req.user!, deps.runner.live);
        const dict = await deps.store.toDict(row);
        if (arrow) {
          const n = Math.min(q.rows ?? results.rowCount, results.rowCount);
          const cols = wireColumns(results.columns);
          const meta: Record<string, unknown> = {
            query_id: dict.queryId,
            status: dict.state,
            columns: cols,
            selected_columns: cols,
            expanded_columns: [],
            query: dict,
          };
          if (n < results.rowCount) meta.displayLimitReached = true;
          return reply.type(ARROW).send(Buffer.from(arrowStream(results, meta, n)));
        }
        const n = Math.min(q.rows ?? results.rowCount, results.rowCount, deps.settings.displayMaxRow);
        const payload = resultPayload(dict, results.columns, decodedRows(results, n), deps.settings.displayMaxRow);
        if (n < results.rowCount) payload.displayLimitReached = true;
        return payload;
      }),
  );

  app.get<{ Params: { client_id: string } }>(
    '/api/v1/sqllab/export/:client_id/',
    {
      config: { access: { perm: 'can_export_csv', view: 'SQLLab' } },
      schema: { response: apiResponses({ 200: fileResponse('text/csv', 'The results as CSV') }) },
    },
    (req, reply) =>
      sqllabErrors(async () => {
        const row = await deps.store.byClientId(req.params.client_id);
        if (!row) throw new SqlLabError(404, 'RESULTS_BACKEND_ERROR', 'The query could not be found.');
        assertOwnQuery(req.user!, row);
        assertQueryDatabaseAccess(req.user!, row);
        // One read of the results backend: the bytes found are the ones exported.
        const stored = row.results_key
          ? await storedBytes(deps.store, deps.results, deps.runner.live, row.results_key)
          : null;
        let chunks: Iterable<string>;
        if (stored) {
          const results = decodeResults(stored);
          const vectors = results.columns.map((_, i) => results.table.getChildAt(i));
          chunks = csvChunks(results.columns, results.table.numRows, (i) => vectors.map((v) => v?.get(i) ?? null));
        } else {
          chunks = await rerunForCsv(deps, row.database_id, row.executed_sql ?? '', row.schema);
        }
        return sendCsv(reply, `sqllab_${row.client_id}.csv`, chunks);
      }),
  );
}

/** Expired results of a read-only run are fetched again by re-running its executed SQL. */
async function rerunForCsv(
  deps: SqlLabRouteDeps,
  databaseId: number,
  executedSql: string,
  schema: string | null,
): Promise<Iterable<string>> {
  const { connector } = await deps.pool.forDatabase(databaseId);
  const statements = splitStatements(executedSql, connector.backend);
  if (statements.length === 0 || statements.some((s) => statementKind(s, connector.backend) === 'mutation')) {
    throw new SqlLabError(410, 'RESULTS_BACKEND_ERROR', RESULTS_EXPIRED_MESSAGE);
  }
  const prequery = defaultSchemaSql(connector, schema);
  let last;
  try {
    last = await connector.withSession(async (session) => {
      let result;
      for (const s of [...(prequery ? [prequery] : []), ...statements])
        result = await session.execute(s, {
          timeoutMs: deps.settings.timeoutSeconds * 1000,
          maxRows: deps.settings.maxRow,
        });
      return result;
    });
  } catch (err) {
    throw new SqlLabError(400, 'GENERIC_DB_ENGINE_ERROR', (err as Error).message);
  }
  const rows = last!.rows;
  return csvChunks(last!.columns, rows.length, (i) => rows[i]!);
}

function sendCsv(reply: FastifyReply, filename: string, chunks: Iterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(chunks));
}
