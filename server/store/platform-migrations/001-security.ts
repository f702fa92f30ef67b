import type { Kysely, Migration } from 'kysely';
import { withId } from '../ddl.ts';
import type { StoreDialect } from '../store.ts';

/** Flask-AppBuilder's security tables, by their Superset names. */
export function securityMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ab_user'), dialect)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('password', 'text')
        .addColumn('last_login', 'text')
        .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_on', 'text')
        .addColumn('changed_on', 'text')
        .execute();
      await withId(db.schema.createTable('ab_role'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();
      await withId(db.schema.createTable('ab_permission'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();
      await withId(db.schema.createTable('ab_view_menu'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();
      await withId(db.schema.createTable('ab_permission_view'), dialect)
        .addColumn('permission_id', 'integer', (c) => c.notNull().references('ab_permission.id').onDelete('cascade'))
        .addColumn('view_menu_id', 'integer', (c) => c.notNull().references('ab_view_menu.id').onDelete('cascade'))
        .addUniqueConstraint('ab_permission_view_uq', ['permission_id', 'view_menu_id'])
        .execute();
      await withId(db.schema.createTable('ab_permission_view_role'), dialect)
        .addColumn('permission_view_id', 'integer', (c) =>
          c.notNull().references('ab_permission_view.id').onDelete('cascade'),
        )
        .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
        .addUniqueConstraint('ab_permission_view_role_uq', ['permission_view_id', 'role_id'])
        .execute();
      await withId(db.schema.createTable('ab_user_role'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
        .addUniqueConstraint('ab_user_role_uq', ['user_id', 'role_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of [
        'ab_user_role',
        'ab_permission_view_role',
        'ab_permission_view',
        'ab_view_menu',
        'ab_permission',
        'ab_role',
        'ab_user',
      ]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
