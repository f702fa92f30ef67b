import type { Kysely, Migration } from 'kysely';
import { withAudit, withId } from '../../../../server/store/ddl.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';

/**
 * Superset's `ssh_tunnels`: at most one SSH tunnel a database, its secrets (password, private key
 * and the key's passphrase) encrypted as the database password is.
 */
export function sshTunnelsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAudit(
        withId(db.schema.createTable('ssh_tunnels'), dialect)
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('database_id', 'integer', (c) => c.notNull().unique().references('dbs.id').onDelete('cascade'))
          .addColumn('server_address', 'text', (c) => c.notNull())
          .addColumn('server_port', 'integer', (c) => c.notNull())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('password', 'text')
          .addColumn('private_key', 'text')
          .addColumn('private_key_password', 'text'),
      ).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ssh_tunnels').execute();
    },
  };
}
