import type { FastifyInstance } from 'fastify';
import { RESULT_FORMATS, RESULT_TYPES, type QueryContext } from '../../../server/engine/chart-data/index.ts';
import { badRequest, notFound } from '../../../server/http/errors.ts';
import { answerChartData } from './answer-chart-data.ts';
import type { ChartDataDeps } from './chart-data-deps.ts';
import { findChart } from './chart-lookup.ts';
import { parseQueryContext } from './query-context-schema.ts';
import { chartDataResponses } from '../../../server/http/openapi-schemas.ts';

const NO_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

const querystring = {
  type: 'object',
  properties: {
    format: { enum: [...RESULT_FORMATS] },
    type: { enum: [...RESULT_TYPES] },
    force: { type: 'string', enum: ['true', 'false'] },
  },
} as const;

/**
 * GET /api/v1/chart/<pk>/data/ (reference §3.11): runs the chart's saved query_context with
 * `format`, `type` and `force` from the query string, then answers as POST /chart/data does.
 */
export function registerSavedChartDataRoute(app: FastifyInstance, deps: ChartDataDeps): void {
  app.get<{
    Params: { pk: string };
    Querystring: { format?: QueryContext['result_format']; type?: QueryContext['result_type']; force?: string };
  }>(
    '/api/v1/chart/:pk/data/',
    {
      config: { access: { perm: 'can_read', view: 'Chart' } },
      schema: { querystring, response: chartDataResponses },
    },
    async (req, reply) => {
      const chart = await findChart(deps.db, req.params.pk);
      if (!chart) throw notFound();
      if (!chart.query_context) throw badRequest(NO_CONTEXT);
      let saved: unknown;
      try {
        saved = JSON.parse(chart.query_context);
      } catch {
        throw badRequest(NO_CONTEXT);
      }
      const context = parseQueryContext(saved);
      if (req.query.format) context.result_format = req.query.format;
      if (req.query.type) context.result_type = req.query.type;
      if (req.query.force !== undefined) context.force = req.query.force === 'true';
      return answerChartData(req, reply, context, deps, { chartCacheTimeout: chart.cache_timeout });
    },
  );
}
