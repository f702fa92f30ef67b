import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Superset's `query`: one row per SQL Lab run. Times are epoch milliseconds as floats (Superset
 * stores seconds×1000 in Numeric(20,6)); `changed_on` is the naive-UTC text every table uses, and
 * `updated_since` polls on it.
 */
export function queryMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('query'), dialect)
        .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
        .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('cascade'))
        .addColumn('tmp_table_name', 'text')
        .addColumn('tmp_schema_name', 'text')
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('tab_name', 'text')
        .addColumn('sql_editor_id', 'text')
        .addColumn('schema', 'text')
        .addColumn('catalog', 'text')
        .addColumn('sql', 'text')
        .addColumn('select_sql', 'text')
        .addColumn('executed_sql', 'text')
        .addColumn('limit', 'integer')
        .addColumn('limiting_factor', 'varchar(32)', (c) => c.defaultTo('UNKNOWN'))
        .addColumn('select_as_cta', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
        .addColumn('select_as_cta_used', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
        .addColumn('ctas_method', 'varchar(16)', (c) => c.defaultTo('TABLE'))
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows', 'integer')
        .addColumn('error_message', 'text')
        .addColumn('results_key', 'varchar(64)')
        .addColumn('start_time', 'double precision')
        .addColumn('start_running_time', 'double precision')
        .addColumn('end_time', 'double precision')
        .addColumn('end_result_backend_time', 'double precision')
        .addColumn('tracking_url', 'text')
        .addColumn('changed_on', 'text')
        .addColumn('extra_json', 'text')
        .execute();
      await db.schema.createIndex('ti_user_id_changed_on').on('query').columns(['user_id', 'changed_on']).execute();
      await db.schema.createIndex('query_sql_editor_id_ix').on('query').column('sql_editor_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('query').execute();
    },
  };
}
