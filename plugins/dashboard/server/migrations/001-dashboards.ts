import { sql, type Kysely, type Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Superset's Dashboard (reference §8.1): `dashboards`, its charts `dashboard_slices`, its owners
 * `dashboard_user` and its roles `dashboard_roles` (DASHBOARD_RBAC).
 */
export function dashboardsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('dashboards'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('dashboard_title', 'text')
          .addColumn('slug', 'text', (c) => c.unique())
          .addColumn('position_json', 'text')
          .addColumn('json_metadata', 'text')
          .addColumn('css', 'text')
          .addColumn('description', 'text')
          .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('certified_by', 'text')
          .addColumn('certification_details', 'text')
          .addColumn('is_managed_externally', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('external_url', 'text'),
      ).execute();

      await withId(db.schema.createTable('dashboard_slices'), dialect)
        .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
        .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
        .addUniqueConstraint('dashboard_slices_uq', ['dashboard_id', 'slice_id'])
        .execute();
      await db.schema.createIndex('dashboard_slices_slice_ix').on('dashboard_slices').column('slice_id').execute();

      await withId(db.schema.createTable('dashboard_user'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
        .addUniqueConstraint('dashboard_user_uq', ['user_id', 'dashboard_id'])
        .execute();

      await withId(db.schema.createTable('dashboard_roles'), dialect)
        .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
        .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
        .addUniqueConstraint('dashboard_roles_uq', ['role_id', 'dashboard_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['dashboard_roles', 'dashboard_user', 'dashboard_slices', 'dashboards'])
        await db.schema.dropTable(t).execute();
    },
  };
}
