import type { Kysely, Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Explore permalinks (reference §9.3). Superset keeps them in its shared `key_value` table
 * (resource `explore_permalink`); here that table belongs to SQL Lab, which this plugin does not
 * depend on, so permalinks get a table of their own with the same columns.
 */
export function explorePermalinkMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('explore_permalink'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('value', 'text', (c) => c.notNull()),
      ).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('explore_permalink').execute();
    },
  };
}
