import { sql, type Kysely, type Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/** Superset's `dbs`: one row per connection. The password lives apart, encrypted. */
export function databasesMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('dbs'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('database_name', 'text', (c) => c.notNull().unique())
          .addColumn('verbose_name', 'text')
          .addColumn('sqlalchemy_uri', 'text', (c) => c.notNull())
          .addColumn('password', 'text')
          .addColumn('cache_timeout', 'integer')
          .addColumn('expose_in_sqllab', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
          .addColumn('allow_run_async', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('allow_file_upload', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('allow_ctas', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('allow_cvas', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('allow_dml', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('force_ctas_schema', 'text')
          .addColumn('impersonate_user', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('configuration_method', 'text', (c) => c.notNull().defaultTo('sqlalchemy_form'))
          .addColumn('extra', 'text')
          .addColumn('encrypted_extra', 'text')
          .addColumn('server_cert', 'text')
          .addColumn('is_managed_externally', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
          .addColumn('external_url', 'text'),
      ).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('dbs').execute();
    },
  };
}
