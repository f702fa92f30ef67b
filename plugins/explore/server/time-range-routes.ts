import type { FastifyInstance } from 'fastify';
import { describeTimeRange, TimeRangeError } from '../../../server/engine/time-range/index.ts';
import { badRequest } from '../../../server/http/errors.ts';
import { parseRisonQuery } from '../../../server/rest/rison.ts';
import type { Access } from '../../../server/security/access.ts';
import { responses, risonQuerystring } from '../../../server/http/openapi-schemas.ts';

const ACCESS: { access: Access } = { access: { perm: 'can_time_range', view: 'Api' } };

type TimeRangeQuery = string | { timeRange: string; shift?: string }[];

/** Superset's get_time_range_schema: one time range, or a list of {timeRange, shift}. */
const querySchema = {
  anyOf: [
    { type: 'string' },
    {
      type: 'array',
      items: {
        type: 'object',
        required: ['timeRange'],
        properties: { timeRange: { type: 'string' }, shift: { type: 'string' } },
      },
    },
  ],
};

/**
 * `GET /api/v1/time_range/?q=<rison>` (reference §4.1): the actual bounds of time ranges, as
 * `{"result": [{since, until, timeRange, shift}]}` — a list even for a single string, as newer
 * Superset answers. A range that cannot be read is 400 "Unexpected time range: <reason>".
 */
export function registerTimeRangeRoutes(app: FastifyInstance, now: () => Date = () => new Date()): void {
  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/time_range/',
    { config: ACCESS, schema: { querystring: risonQuerystring(querySchema), response: responses.result } },
    async (req) => {
      const q = parseRisonQuery<TimeRangeQuery>(req.query.q, querySchema);
      const ranges = typeof q === 'string' ? [{ timeRange: q }] : q;
      const at = now();
      try {
        return { result: ranges.map((r) => describeTimeRange(r.timeRange, 'shift' in r ? r.shift : undefined, at)) };
      } catch (err) {
        if (err instanceof TimeRangeError) throw badRequest(`Unexpected time range: ${err.message}`);
        throw err;
      }
    },
  );
}
