import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IResultCache } from '../../../../server/engine/cache/index.ts';
import { ApiError, badRequest, notFound, unprocessable } from '../../../../server/http/errors.ts';
import { apiResponses, fileResponse, pathParams, risonQuerystring } from '../../../../server/http/openapi-schemas.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { ChartRenderService } from '../../../../server/viz/index.ts';
import { RenderRequestError } from '../../../../server/viz/index.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { chartDigest } from './chart-digest.ts';
import { chartFormData } from './chart-fields.ts';
import { pkParam } from '../../../../server/http/resource-writes.ts';
import { visibleChartIds } from './chart-routes.ts';

const READ = { access: { perm: 'can_read', view: 'Chart' } } as const;

/** Superset's DEFAULT_CHART_WINDOW_SIZE, and the thumbnail size (the same: not shrunk). */
export const THUMBNAIL_SIZE = { width: 800, height: 600 } as const;
/** How long a drawn picture is kept; a change of the chart changes its digest, so stale ones are never served. */
const CACHE_SECONDS = 24 * 3600;
const RENDER_ERROR = 'An error occurred while rendering the visualization: %s';

const sizePair = { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2 } as const;
const screenshotQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { force: { type: 'boolean' }, window_size: sizePair, thumb_size: sizePair },
} as const;

interface ScreenshotQuery {
  force?: boolean;
  window_size?: [number, number];
  thumb_size?: [number, number];
}

export interface ThumbnailDeps extends ResourceRouteDeps {
  cache: IResultCache;
  /** The server-side renderer (server/viz). */
  renderer: ChartRenderService;
}

interface ChartRow {
  id: number;
  params: string | null;
  query_context: string | null;
  viz_type: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  changed_on: string;
}

/**
 * Thumbnails and screenshots (reference §7.2), drawn by server/viz in the request itself (Loupe
 * renders synchronously: no 202 and no task status to poll) and kept in the result cache under the
 * chart's digest, the size and the viewer (the picture runs the query with the viewer's access
 * and row-level security, as Superset's CURRENT_USER thumbnail executor).
 */
export function registerChartThumbnailRoutes(app: FastifyInstance, deps: ThumbnailDeps): void {
  const db = deps.store.db as unknown as ExploreDb;

  async function visibleChart(pk: number, user: AuthUser | null): Promise<ChartRow> {
    if ((await visibleChartIds(deps, [pk], user)).length === 0) throw notFound();
    const row = await db
      .selectFrom('slices')
      .select(['id', 'params', 'query_context', 'viz_type', 'datasource_id', 'datasource_type', 'changed_on'])
      .where('id', '=', pk)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row as ChartRow;
  }

  const cacheKey = (chart: ChartRow, user: AuthUser | null, w: number, h: number) =>
    `chart-thumb:${chart.id}:${chartDigest(chart)}:${w}x${h}:${user?.id ?? 'anon'}`;

  async function draw(chart: ChartRow, user: AuthUser | null, w: number, h: number, force: boolean): Promise<Buffer> {
    const key = cacheKey(chart, user, w, h);
    if (!force) {
      const cached = await deps.cache.get<string>(key);
      if (cached) return Buffer.from(cached, 'base64');
    }
    let image: string | Buffer;
    try {
      image = await deps.renderer.render({
        formData: chartFormData({ ...chart }) as never,
        user,
        width: w,
        height: h,
        theme: 'light',
        format: 'png',
      });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof RenderRequestError) throw badRequest(err.message);
      throw unprocessable(RENDER_ERROR.replace('%s', err instanceof Error ? err.message : String(err)));
    }
    const png = typeof image === 'string' ? Buffer.from(image) : image;
    await deps.cache.set(key, png.toString('base64'), CACHE_SECONDS);
    return png;
  }

  const sendPng = (reply: FastifyReply, png: Buffer) => reply.type('image/png').send(png);

  app.get<{ Params: { pk: string; digest: string } }>(
    '/api/v1/chart/:pk/thumbnail/:digest/',
    {
      config: READ,
      schema: {
        params: pathParams('pk', 'digest'),
        response: apiResponses({
          200: fileResponse('image/png', 'The chart thumbnail'),
          302: { description: 'Redirects to the current digest' },
        }),
      },
    },
    async (req, reply) => {
      const chart = await visibleChart(pkParam(req), req.user);
      const digest = chartDigest(chart);
      if (req.params.digest !== digest) return reply.redirect(`/api/v1/chart/${chart.id}/thumbnail/${digest}/`, 302);
      return sendPng(reply, await draw(chart, req.user, THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, false));
    },
  );

  app.get<{ Params: { pk: string }; Querystring: { q?: string } }>(
    '/api/v1/chart/:pk/cache_screenshot/',
    {
      config: READ,
      schema: {
        params: pathParams('pk'),
        querystring: risonQuerystring(screenshotQuery),
        response: apiResponses({ 200: { type: 'object', additionalProperties: true } }),
      },
    },
    async (req) => {
      const q = parseRisonQuery<ScreenshotQuery>(req.query.q, screenshotQuery);
      const chart = await visibleChart(pkParam(req), req.user);
      const [w, h] = q.thumb_size ?? q.window_size ?? [THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height];
      await draw(chart, req.user, w, h, q.force === true);
      const key = `${chartDigest(chart)}-${w}x${h}`;
      return {
        cache_key: key,
        chart_url: `/superset/slice/${chart.id}/`,
        image_url: `/api/v1/chart/${chart.id}/screenshot/${key}/`,
        task_status: 'Updated',
        task_updated_at: new Date().toISOString(),
      };
    },
  );

  app.get<{ Params: { pk: string; digest: string } }>(
    '/api/v1/chart/:pk/screenshot/:digest/',
    {
      config: READ,
      schema: {
        params: pathParams('pk', 'digest'),
        response: apiResponses({ 200: fileResponse('image/png', 'The chart screenshot') }),
      },
    },
    async (req, reply) => {
      const chart = await visibleChart(pkParam(req), req.user);
      const m = /^([0-9a-f]{32})-(\d{1,5})x(\d{1,5})$/.exec(req.params.digest);
      if (!m || m[1] !== chartDigest(chart)) throw notFound();
      const cached = await deps.cache.get<string>(cacheKey(chart, req.user, Number(m[2]), Number(m[3])));
      if (!cached) throw notFound();
      return sendPng(reply, Buffer.from(cached, 'base64'));
    },
  );
}
