import type { FastifyInstance } from 'fastify';
import { toWire, type ChartDataEntry, type QueryContext } from '../../../server/engine/chart-data/index.ts';
import { SAMPLES_ROW_LIMIT } from '../../../server/engine/chart-data/index.ts';
import type { ChartDataDeps } from './chart-data-deps.ts';
import { runChartData } from './chart-data-errors.ts';
import { ApiError } from '../../../server/http/errors.ts';

interface SamplesQuery {
  datasource_id: string;
  datasource_type: 'table' | 'query';
  force?: 'true' | 'false';
  page?: string;
  per_page?: string;
  dashboard_id?: string;
}

const INT = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
const POSITIVE = { type: 'string', pattern: '^0*[1-9][0-9]{0,14}$' } as const;

/** Superset's SamplesRequestSchema and SamplesPayloadSchema. */
const querystring = {
  type: 'object',
  required: ['datasource_id', 'datasource_type'],
  properties: {
    datasource_id: INT,
    datasource_type: { enum: ['table', 'query'] },
    force: { enum: ['true', 'false'] },
    page: POSITIVE,
    per_page: POSITIVE,
    dashboard_id: INT,
  },
} as const;
const filter = {
  type: 'object',
  required: ['col', 'op'],
  properties: { col: {}, op: { type: 'string' }, val: {} },
} as const;
const body = {
  type: ['object', 'null'],
  properties: {
    filters: { type: 'array', items: filter },
    granularity: { type: ['string', 'null'] },
    time_range: { type: ['string', 'null'] },
    extras: {
      type: ['object', 'null'],
      properties: {
        where: { type: ['string', 'null'] },
        having: { type: ['string', 'null'] },
        time_grain_sqla: { type: ['string', 'null'] },
      },
    },
  },
} as const;

const COUNT_STAR = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };

/**
 * POST /datasource/samples (reference §6.3), as Superset's get_samples: an empty body reads
 * samples (every column, no time filter); a body of filters reads drill detail with them. A
 * COUNT(*) over the same filters gives `total_count`; `page`/`per_page` become row offset/limit.
 */
export function registerSamplesRoute(app: FastifyInstance, deps: ChartDataDeps): void {
  app.post<{ Querystring: SamplesQuery; Body: Record<string, unknown> | null }>(
    '/datasource/samples',
    { config: { access: { perm: 'can_samples', view: 'Datasource' } }, schema: { querystring, body } },
    async (req) => {
      const q = req.query;
      const page = q.page ? Number(q.page) : 1;
      const perPage = Math.min(q.per_page ? Number(q.per_page) : SAMPLES_ROW_LIMIT, SAMPLES_ROW_LIMIT);
      const payload = Object.fromEntries(
        Object.entries(req.body ?? {}).filter(([, v]) => v !== null && v !== undefined),
      );
      const drill = Object.keys(payload).length > 0;
      const base = {
        datasource: { id: Number(q.datasource_id), type: q.datasource_type },
        force: q.force === 'true',
        form_data: null,
        result_format: 'json',
        custom_cache_timeout: null,
      } as const;
      const run = async (context: QueryContext): Promise<ChartDataEntry> => {
        try {
          return (await runChartData(deps.service, { context, user: req.user, logger: req.log }))![0]!;
        } catch (err) {
          // Superset's datasource views answer DatasourceNotFound as {"error": ...}.
          if (err instanceof ApiError && err.status === 404)
            throw new ApiError(404, { error: 'Datasource does not exist' });
          throw err;
        }
      };

      const limit = { row_limit: perPage, row_offset: (page - 1) * perPage };
      const count = await run({ ...base, result_type: 'full', queries: [{ ...payload, metrics: [COUNT_STAR] }] });
      const samples = await run({
        ...base,
        result_type: drill ? 'drill_detail' : 'samples',
        queries: [{ ...payload, ...limit }],
      });
      if (count.kind !== 'payload' || samples.kind !== 'payload') throw new Error('samples: unexpected result shape');
      const total = Number(count.payload.rows[0]?.[0] ?? 0);
      return { result: { ...toWire(samples.payload, 'json'), page, per_page: perPage, total_count: total } };
    },
  );
}
