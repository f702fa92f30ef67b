import { sql, type Kysely, type Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/** Superset's SqlaTable and its parts: `tables`, `table_columns`, `sql_metrics`, `sqlatable_user`. */
export function datasetsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('tables'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('table_name', 'text', (c) => c.notNull())
          .addColumn('catalog', 'text')
          .addColumn('schema', 'text')
          .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('restrict'))
          .addColumn('sql', 'text')
          .addColumn('description', 'text')
          .addColumn('main_dttm_col', 'text')
          .addColumn('default_endpoint', 'text')
          .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('cache_timeout', 'integer')
          .addColumn('is_sqllab_view', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('template_params', 'text')
          .addColumn('filter_select_enabled', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
          .addColumn('fetch_values_predicate', 'text')
          .addColumn('normalize_columns', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('always_filter_main_dttm', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('extra', 'text')
          .addColumn('params', 'text')
          .addColumn('perm', 'text')
          .addColumn('schema_perm', 'text')
          .addColumn('catalog_perm', 'text')
          .addColumn('is_managed_externally', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('external_url', 'text'),
      ).execute();
      await db.schema.createIndex('tables_database_ix').on('tables').column('database_id').execute();

      await withAudit(
        withId(db.schema.createTable('table_columns'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
          .addColumn('column_name', 'text', (c) => c.notNull())
          .addColumn('verbose_name', 'text')
          .addColumn('type', 'text')
          .addColumn('is_dttm', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
          .addColumn('groupby', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
          .addColumn('filterable', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
          .addColumn('expression', 'text')
          .addColumn('description', 'text')
          .addColumn('python_date_format', 'text')
          .addColumn('advanced_data_type', 'text')
          .addColumn('extra', 'text')
          .addUniqueConstraint('table_columns_uq', ['table_id', 'column_name']),
      ).execute();

      await withAudit(
        withId(db.schema.createTable('sql_metrics'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
          .addColumn('metric_name', 'text', (c) => c.notNull())
          .addColumn('verbose_name', 'text')
          .addColumn('metric_type', 'text')
          .addColumn('expression', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('d3format', 'text')
          .addColumn('currency', 'text')
          .addColumn('warning_text', 'text')
          .addColumn('extra', 'text')
          .addUniqueConstraint('sql_metrics_uq', ['table_id', 'metric_name']),
      ).execute();

      await withId(db.schema.createTable('sqlatable_user'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addUniqueConstraint('sqlatable_user_uq', ['user_id', 'table_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['sqlatable_user', 'sql_metrics', 'table_columns', 'tables'])
        await db.schema.dropTable(t).execute();
    },
  };
}
