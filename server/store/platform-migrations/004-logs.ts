import type { Kysely, Migration } from 'kysely';
import { withId } from '../ddl.ts';
import type { StoreDialect } from '../store.ts';

/** Superset's action log (`logs`): one row per audited action, by whom and with what. */
export function logsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('logs'), dialect)
        .addColumn('action', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
        .addColumn('json', 'text')
        .addColumn('dttm', 'text')
        .addColumn('dashboard_id', 'integer')
        .addColumn('slice_id', 'integer')
        .addColumn('duration_ms', 'integer')
        .addColumn('referrer', 'text')
        .execute();
      await db.schema.createIndex('logs_dttm_idx').on('logs').column('dttm').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('logs').execute();
    },
  };
}
