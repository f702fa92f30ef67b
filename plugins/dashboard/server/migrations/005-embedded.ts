import type { Kysely, Migration } from 'kysely';
import { withAudit } from '../../../../server/store/ddl.ts';

/**
 * Superset's EmbeddedDashboard: one embedding per dashboard, named by its uuid (what the SDK's
 * `id` and `/embedded/<uuid>` carry), with the sites allowed to frame it (`allowed_domains`, a JSON
 * list of origins; empty allows any).
 */
export function embeddedDashboardsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        db.schema
          .createTable('embedded_dashboards')
          .addColumn('uuid', 'text', (c) => c.primaryKey())
          .addColumn('allowed_domains', 'text', (c) => c.notNull())
          .addColumn('dashboard_id', 'integer', (c) =>
            c.notNull().unique().references('dashboards.id').onDelete('cascade'),
          ),
      ).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('embedded_dashboards').execute();
    },
  };
}
