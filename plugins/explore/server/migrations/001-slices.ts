import { sql, type Kysely, type Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/** Superset's Slice (reference §7.1): `slices` and its owners `slice_user`. */
export function slicesMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('slices'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('slice_name', 'text', (c) => c.notNull())
          .addColumn('viz_type', 'text')
          .addColumn('datasource_id', 'integer')
          .addColumn('datasource_type', 'text')
          .addColumn('datasource_name', 'text')
          .addColumn('params', 'text')
          .addColumn('query_context', 'text')
          .addColumn('description', 'text')
          .addColumn('cache_timeout', 'integer')
          .addColumn('perm', 'text')
          .addColumn('schema_perm', 'text')
          .addColumn('catalog_perm', 'text')
          .addColumn('certified_by', 'text')
          .addColumn('certification_details', 'text')
          .addColumn('is_managed_externally', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('external_url', 'text')
          .addColumn('last_saved_at', 'text')
          .addColumn('last_saved_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null')),
      ).execute();
      await db.schema
        .createIndex('slices_datasource_ix')
        .on('slices')
        .columns(['datasource_type', 'datasource_id'])
        .execute();

      await withId(db.schema.createTable('slice_user'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
        .addUniqueConstraint('slice_user_uq', ['user_id', 'slice_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['slice_user', 'slices']) await db.schema.dropTable(t).execute();
    },
  };
}
