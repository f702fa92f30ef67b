import type { Kysely, Migration } from 'kysely';
import { withId } from '../ddl.ts';
import type { StoreDialect } from '../store.ts';

/** Favourites of any object class (Superset's `favstar`: class_name `slice`, `Dashboard`, …). */
export function favstarMigration(dialect: StoreDialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('favstar'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addColumn('class_name', 'text', (c) => c.notNull())
        .addColumn('obj_id', 'integer', (c) => c.notNull())
        .addColumn('dttm', 'text')
        .addUniqueConstraint('favstar_uq', ['user_id', 'class_name', 'obj_id'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('favstar').execute();
    },
  };
}
