import { sql, type Kysely, type Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Superset's RowLevelSecurityFilter (reference §15.4): `row_level_security_filters`, with its
 * roles in `rls_filter_roles` and its datasets in `rls_filter_tables`.
 */
export function rowLevelSecurityMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('row_level_security_filters'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('description', 'text')
          .addColumn('filter_type', 'text', (c) => c.notNull().check(sqlFilterType()))
          .addColumn('group_key', 'text')
          .addColumn('clause', 'text', (c) => c.notNull()),
      ).execute();
      await withId(db.schema.createTable('rls_filter_roles'), dialect)
        .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
        .addColumn('rls_filter_id', 'integer', (c) =>
          c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
        )
        .addUniqueConstraint('rls_filter_roles_uq', ['rls_filter_id', 'role_id'])
        .execute();
      await withId(db.schema.createTable('rls_filter_tables'), dialect)
        .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('rls_filter_id', 'integer', (c) =>
          c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
        )
        .addUniqueConstraint('rls_filter_tables_uq', ['rls_filter_id', 'table_id'])
        .execute();
      await db.schema.createIndex('rls_filter_tables_table_ix').on('rls_filter_tables').column('table_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['rls_filter_tables', 'rls_filter_roles', 'row_level_security_filters'])
        await db.schema.dropTable(t).execute();
    },
  };
}

function sqlFilterType() {
  return sql`filter_type in ('Regular', 'Base')`;
}
