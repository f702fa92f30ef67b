import type { FastifyInstance } from 'fastify';
import type { IResultCache } from '../../../../server/engine/cache/index.ts';
import { apiResponses, fileResponse, pathParams, risonQuerystring } from '../../../../server/http/openapi-schemas.ts';
import { notFound } from '../../../../server/http/errors.ts';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { ChartRenderService } from '../../../../server/viz/index.ts';
import { dashboardDigest } from './dashboard-digest.ts';
import type { DashboardLookup, DashboardRow } from './dashboard-lookup.ts';
import { drawDashboardPng, pngToPdf } from './dashboard-picture.ts';

const READ = { access: { perm: 'can_read', view: 'Dashboard' } } as const;
const CACHE_SECONDS = 24 * 3600;
/** Thumbnails show the first rows of the layout. */
const THUMBNAIL_ROWS = 2;

const downloadQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { format: { enum: ['png', 'pdf'] } },
} as const;

export interface DashboardPictureDeps {
  lookup: DashboardLookup;
  renderer: ChartRenderService;
  cache: IResultCache;
}

/**
 * `GET /<pk>/thumbnail/<digest>/` (Superset's, drawn in the request and cached a day by digest and
 * viewer; an old digest redirects to the current one), `GET /<pk>/cache_dashboard_screenshot/`,
 * and Loupe's `GET /<id_or_slug>/download/?q=(format:png|pdf)` for the page's "Download as
 * image/PDF" (Superset draws those in the browser; Loupe draws the same picture on the server).
 */
export function registerDashboardPictureRoutes(app: FastifyInstance, deps: DashboardPictureDeps): void {
  async function picture(dash: DashboardRow, user: AuthUser | null, rows: number): Promise<Buffer> {
    const key = `dashboard-picture:${dash.id}:${dashboardDigest(dash)}:${rows}:${user?.id ?? 'anon'}`;
    const cached = await deps.cache.get<string>(key);
    if (cached) return Buffer.from(cached, 'base64');
    const png = await drawDashboardPng(dash, user, deps, rows);
    await deps.cache.set(key, png.toString('base64'), CACHE_SECONDS);
    return png;
  }

  app.get<{ Params: { pk: string; digest: string } }>(
    '/api/v1/dashboard/:pk/thumbnail/:digest/',
    {
      config: READ,
      schema: {
        params: pathParams('pk', 'digest'),
        response: apiResponses({
          200: fileResponse('image/png', 'The dashboard thumbnail'),
          302: { description: 'Redirects to the current digest' },
        }),
      },
    },
    async (req, reply) => {
      if (!/^\d{1,15}$/.test(req.params.pk)) throw notFound();
      const dash = await deps.lookup.find(req.params.pk, req.user);
      const digest = dashboardDigest(dash);
      if (req.params.digest !== digest) return reply.redirect(`/api/v1/dashboard/${dash.id}/thumbnail/${digest}/`, 302);
      return reply.type('image/png').send(await picture(dash, req.user, THUMBNAIL_ROWS));
    },
  );

  app.get<{ Params: { pk: string } }>(
    '/api/v1/dashboard/:pk/cache_dashboard_screenshot/',
    {
      config: READ,
      schema: {
        params: pathParams('pk'),
        response: apiResponses({ 200: { type: 'object', additionalProperties: true } }),
      },
    },
    async (req) => {
      const dash = await deps.lookup.find(req.params.pk, req.user);
      await picture(dash, req.user, THUMBNAIL_ROWS);
      const digest = dashboardDigest(dash);
      return {
        cache_key: digest,
        dashboard_url: `/superset/dashboard/${dash.id}/`,
        image_url: `/api/v1/dashboard/${dash.id}/thumbnail/${digest}/`,
        task_status: 'Updated',
        task_updated_at: new Date().toISOString(),
      };
    },
  );

  app.get<{ Params: { pk: string }; Querystring: { q?: string } }>(
    '/api/v1/dashboard/:pk/download/',
    {
      config: READ,
      schema: {
        params: pathParams('pk'),
        querystring: risonQuerystring(downloadQuery),
        response: apiResponses({
          200: {
            description: 'The whole dashboard as PNG or PDF',
            content: {
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'application/pdf': { schema: { type: 'string', format: 'binary' } },
            },
          },
        }),
      },
    },
    async (req, reply) => {
      const q = parseRisonQuery<{ format?: 'png' | 'pdf' }>(req.query.q, downloadQuery);
      const dash = await deps.lookup.find(req.params.pk, req.user);
      const png = await picture(dash, req.user, Infinity);
      const name = (dash.slug || dash.dashboard_title || `dashboard-${dash.id}`).replace(/[^\w.-]+/g, '_');
      if (q.format === 'pdf') {
        const pdf = await pngToPdf(png, dash.dashboard_title ?? '');
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(pdf);
      }
      return reply.type('image/png').header('content-disposition', `attachment; filename="${name}.png"`).send(png);
    },
  );
}
