import type { Kysely, Migration } from 'kysely';
import { withId } from '../ddl.ts';
import type { StoreDialect } from '../store.ts';

/** Favourites of any object class (Superset's `favstar`: class_name `slice`, `Dashboard`, …). */
export function favstarMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('favstar'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addColumn('class_name', 'text', (c) => c.notNull())
        .addColumn('obj_id', 'integer', (c) => c.notNull())
        .addColumn('dttm', 'text')
        .addUniqueConstraint('favstar_uq', ['user_id', 'class_name', 'obj_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('favstar').execute();
    },
  };
}
