import type { Kysely, Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Superset's `css_templates` (template_name, css) and the dashboard permalinks (Superset keeps
 * them in `key_value` under the resource `dashboard_permalink`; here a table of their own, as
 * explore's permalinks have).
 */
export function cssTemplatesPermalinksMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('css_templates'), dialect)
          .addColumn('template_name', 'text')
          .addColumn('css', 'text'),
      ).execute();
      await withAudit(
        withId(db.schema.createTable('dashboard_permalink'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
          .addColumn('value', 'text', (c) => c.notNull()),
      ).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('dashboard_permalink').execute();
      await db.schema.dropTable('css_templates').execute();
    },
  };
}
