import type { Kysely, Migration } from 'kysely';

/**
 * Browser sessions live in the store (not in the cookie) so that any web process can serve any
 * request, logout revokes at once, and the CSRF secret is bound to the session. The cookie holds
 * a random token; only its SHA-256 is stored.
 */
export function sessionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('loupe_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('cascade'))
        .addColumn('csrf_secret', 'text', (c) => c.notNull())
        .addColumn('created_on', 'text', (c) => c.notNull())
        .addColumn('expires_on', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loupe_session_expires_ix').on('loupe_session').column('expires_on').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('loupe_session').execute();
    },
  };
}
