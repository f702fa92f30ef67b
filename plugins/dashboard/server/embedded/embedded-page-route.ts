import type { FastifyInstance } from 'fastify';
import type { LoupeConfig } from '../../../../server/config/config-schema.ts';
import { forbidden, notFound } from '../../../../server/http/errors.ts';
import { fileResponse, pathParams } from '../../../../server/http/openapi-schemas.ts';
import { allowFramingBy } from '../../../../server/host/security-headers.ts';
import type { IWebPages } from '../../../../server/host/tokens.ts';
import { makeAuthUser } from '../../../../server/security/auth-user.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { fetchDestAllowed, originOf, refererAllowed } from './allowed-origins.ts';
import { EmbeddedStore } from './embedded-store.ts';

/** Who the embedded page is rendered for: no one (the guest token arrives later, over the port). */
const ANONYMOUS = makeAuthUser(
  { id: 0, username: 'anonymous', firstName: '', lastName: '', email: null, active: true, roles: [] },
  [],
);

/**
 * `GET /embedded/<uuid>` (embedded-sdk.md §4): 404 while EMBEDDED_SUPERSET is off or for an
 * unknown uuid; 403 when the `Referer` is not one of the allowed domains (or the fetch is not a
 * frame or page load); else the web app in embedded mode, frameable by the allowed origins.
 */
export function registerEmbeddedPageRoute(
  app: FastifyInstance,
  deps: { db: DashboardDb; pages: IWebPages; config: LoupeConfig; enabled: boolean },
): void {
  const store = new EmbeddedStore(deps.db);
  app.get<{ Params: { uuid: string } }>(
    '/embedded/:uuid',
    {
      config: { access: 'public' },
      schema: {
        params: pathParams('uuid'),
        response: { 200: fileResponse('text/html', 'The embedded dashboard page') },
      },
    },
    async (req, reply) => {
      if (!deps.enabled) throw notFound();
      const row = await store.byUuid(req.params.uuid);
      if (!row) throw notFound();
      const dest = req.headers['sec-fetch-dest'];
      if (!fetchDestAllowed(typeof dest === 'string' ? dest : undefined)) throw forbidden();
      if (!refererAllowed(req.headers.referer, row.allowedDomains)) throw forbidden();
      const origins = row.allowedDomains.map(originOf).filter((o): o is string => o !== null);
      allowFramingBy(reply, deps.config, origins);
      const html = await deps.pages.render(ANONYMOUS, 'Embedded dashboard', {
        embedded: { dashboard_id: row.dashboardId, uuid: row.uuid, allowed_domains: origins },
        config: { GUEST_TOKEN_HEADER_NAME: deps.config.guestTokenHeaderName },
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache, private').send(html);
    },
  );
}
