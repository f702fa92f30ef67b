import type { Kysely, Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/** Superset's `dynamic_plugin` (name, key and bundle_url unique) with the bundle's integrity hash. */
export function dynamicPluginMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('dynamic_plugin'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('key', 'text', (c) => c.notNull().unique())
          .addColumn('bundle_url', 'text', (c) => c.notNull().unique())
          .addColumn('integrity', 'text', (c) => c.notNull()),
      ).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('dynamic_plugin').execute();
    },
  };
}
