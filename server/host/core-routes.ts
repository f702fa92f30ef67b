import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { RETRY_AFTER_SECONDS } from '../http/dependency-unavailable.ts';
import { apiResponses, resultOf } from '../http/openapi-schemas.ts';
import type { IMetadataStore } from '../store/store.ts';

/** How long /health/ready waits for each dependency before calling it unreachable. */
const READY_CHECK_MS = 2000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in time')), ms))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * /health (and Superset's aliases) is liveness: plain `OK` while the process serves HTTP, even
 * when a dependency is away (restarting every node during a database restart helps nobody).
 * /health/ready (beyond Superset, for load balancers) is readiness: `OK` only while the metadata
 * store and, when configured, Redis answer; else 503 naming what is unreachable.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  store: IMetadataStore,
  pingRedis: (() => Promise<void>) | null,
): void {
  for (const url of ['/health', '/healthcheck', '/ping']) {
    app.get(url, { config: { access: 'public' }, logLevel: 'warn' }, async (_req, reply) =>
      reply.type('text/plain').send('OK'),
    );
  }
  app.get('/health/ready', { config: { access: 'public' }, logLevel: 'warn' }, async (_req, reply) => {
    const [metadata, redis] = await Promise.all([
      within(READY_CHECK_MS, sql`select 1`.execute(store.db)).then(
        () => true,
        () => false,
      ),
      pingRedis
        ? within(READY_CHECK_MS, pingRedis()).then(
            () => true,
            () => false,
          )
        : true,
    ]);
    if (metadata && redis) return reply.type('text/plain').send('OK');
    const away = [metadata ? null : 'metadata database', redis ? null : 'Redis'].filter(Boolean).join(' and ');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .type('text/plain')
      .send(`Unavailable: ${away} unreachable`);
  });
}

/** The magnifier mark, as an SVG icon every page can link. */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="10" cy="10" r="6.5" fill="none" stroke="#2f6fde" stroke-width="2.4"/><path d="M15 15l6 6" stroke="#2f6fde" stroke-width="2.8" stroke-linecap="round"/></svg>`;

export function registerFavicon(app: FastifyInstance): void {
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    app.get(url, { config: { access: 'public' }, logLevel: 'warn' }, async (_req, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON),
    );
  }
}

/**
 * Superset's `GET /api/v1/available_domains/` (AvailableDomainsRestApi, `can_read` on
 * AvailableDomains): the domains the web server is sharded over for parallel chart loads
 * (SUPERSET_WEBSERVER_DOMAINS). Loupe serves from one origin, so it answers Superset's default: null.
 */
export function registerAvailableDomainsRoute(app: FastifyInstance): void {
  app.get(
    '/api/v1/available_domains/',
    {
      config: { access: { perm: 'can_read', view: 'AvailableDomains' } },
      schema: {
        response: apiResponses({
          200: resultOf({
            type: 'object',
            properties: { domains: { type: ['array', 'null'], items: { type: 'string' } } },
          }),
        }),
      },
    },
    async () => ({ result: { domains: null } }),
  );
}
