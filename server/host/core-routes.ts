import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { IMetadataStore } from '../store/store.ts';

/** /health (and Superset's aliases) answers OK only while the metadata store answers too. */
export function registerHealthRoutes(app: FastifyInstance, store: IMetadataStore): void {
  for (const url of ['/health', '/healthcheck', '/ping']) {
    app.get(url, { config: { access: 'public' }, logLevel: 'warn' }, async (_req, reply) => {
      try {
        await sql`select 1`.execute(store.db);
        return reply.type('text/plain').send('OK');
      } catch {
        return reply.code(503).type('text/plain').send('Metadata store unreachable');
      }
    });
  }
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
