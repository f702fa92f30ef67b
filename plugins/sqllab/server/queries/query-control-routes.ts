import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../../server/http/errors.ts';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import { toStoredDatetime } from '../../../../server/rest/wire-format.ts';
import { assertOwnQuery } from './query-access.ts';
import type { QueryRunner } from './query-runner.ts';
import type { QueryStore } from './query-store.ts';
import { sqllabErrors } from './sqllab-routes.ts';
import { ACTIVE_STATES, CLIENT_ID_LENGTH } from '../../shared/index.ts';
import { responses, risonQuerystring } from '../../../../server/http/openapi-schemas.ts';

const READ = { access: { perm: 'can_read', view: 'Query' } } as const;
const updatedSinceQuery = {
  type: 'object',
  required: ['last_updated_ms'],
  additionalProperties: false,
  // Milliseconds since the epoch, up to the last one of year 9999 (a date the stores can write).
  properties: { last_updated_ms: { type: 'number', minimum: 0, maximum: 253402300799999 } },
};
const stopBody = {
  type: 'object',
  required: ['client_id'],
  properties: { client_id: { type: 'string', minLength: 1, maxLength: CLIENT_ID_LENGTH } },
};

/** `GET /api/v1/query/updated_since` and `POST /api/v1/query/stop` (reference §5.3). */
export function registerQueryControlRoutes(
  app: FastifyInstance,
  deps: { store: QueryStore; runner: QueryRunner },
): void {
  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/query/updated_since',
    { config: READ, schema: { querystring: risonQuerystring(updatedSinceQuery), response: responses.result } },
    async (req) => {
      const q = parseRisonQuery<{ last_updated_ms: number }>(req.query.q, updatedSinceQuery);
      const since = toStoredDatetime(new Date(Math.floor(q.last_updated_ms)));
      return { result: await deps.store.toDicts(await deps.store.updatedSince(req.user!.id, since)) };
    },
  );

  app.post<{ Body: { client_id: string } }>(
    '/api/v1/query/stop',
    { config: READ, schema: { body: stopBody, response: responses.result } },
    (req) =>
      sqllabErrors(async () => {
        const row = await deps.store.byClientId(req.body.client_id);
        if (!row) throw new ApiError(404, { message: `Query with client_id ${req.body.client_id} not found` });
        assertOwnQuery(req.user!, row);
        await deps.store.update(row.id, { status: 'stopped', end_time: Date.now() }, ACTIVE_STATES);
        deps.runner.abortLocal(row.id);
        return { result: 'OK' };
      }),
  );
}
