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
