import { sql, type Kysely, type Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Superset's saved SQL Lab work: `tab_state` (one row per editor tab), `table_schema` (the tables
 * shown in a tab's left bar), `saved_query`, and `key_value` (the shared store that legacy `/kv/`
 * share links and SQL Lab permalinks live in, one `resource` name each).
 * `tab_state.latest_query_id` holds a `query.client_id` without a foreign key: a tab may name a
 * query the browser ran before it was migrated, and deleting a query must not delete a tab.
 */
export function savedWorkMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('saved_query'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('cascade'))
          .addColumn('db_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
          .addColumn('catalog', 'text')
          .addColumn('schema', 'text')
          .addColumn('label', 'text')
          .addColumn('description', 'text')
          .addColumn('sql', 'text')
          .addColumn('template_parameters', 'text')
          .addColumn('extra_json', 'text')
          .addColumn('rows', 'integer')
          .addColumn('last_run', 'text'),
      ).execute();
      await db.schema.createIndex('saved_query_user_ix').on('saved_query').column('user_id').execute();

      await withAudit(
        withId(db.schema.createTable('tab_state'), dialect)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
          .addColumn('label', 'text')
          .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('set null'))
          .addColumn('catalog', 'text')
          .addColumn('schema', 'text')
          .addColumn('sql', 'text')
          .addColumn('query_limit', 'integer')
          .addColumn('latest_query_id', 'text')
          .addColumn('autorun', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('template_params', 'text')
          .addColumn('hide_left_bar', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('set null'))
          .addColumn('extra_json', 'text'),
      ).execute();
      await db.schema.createIndex('tab_state_user_ix').on('tab_state').column('user_id').execute();

      await withAudit(
        withId(db.schema.createTable('table_schema'), dialect)
          .addColumn('tab_state_id', 'integer', (c) => c.notNull().references('tab_state.id').onDelete('cascade'))
          .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
          .addColumn('catalog', 'text')
          .addColumn('schema', 'text')
          .addColumn('table', 'text')
          .addColumn('description', 'text')
          .addColumn('expanded', 'boolean', (c) => c.notNull().defaultTo(sql`false`)),
      ).execute();
      await db.schema.createIndex('table_schema_tab_ix').on('table_schema').column('tab_state_id').execute();

      await withAudit(
        withId(db.schema.createTable('key_value'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('expires_on', 'text'),
      ).execute();
      await db.schema.createIndex('key_value_resource_ix').on('key_value').column('resource').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['key_value', 'table_schema', 'tab_state', 'saved_query']) await db.schema.dropTable(t).execute();
    },
  };
}
