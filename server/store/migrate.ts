import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { IMetadataStore, StoreDialect } from './store.ts';

/**
 * Migrations receive the dialect so DDL can differ where SQLite and PostgreSQL do. They take
 * `Kysely<unknown>`: a migration is frozen in time and names no table types (those describe the
 * latest schema, and each owner keeps them next to its migrations).
 */
export type MigrationSet = (dialect: StoreDialect) => Record<string, Migration>;

const OWNER = /^[a-z][a-z0-9_]*$/;

/**
 * Runs one owner's migrations (the platform's, or one plugin's). Each owner keeps its own
 * bookkeeping table, so plugins added later never reorder anyone else's history; Kysely's lock
 * makes several processes starting at once on PostgreSQL take turns.
 */
export async function migrateOwner(store: IMetadataStore, owner: string, set: MigrationSet): Promise<string[]> {
  const table = owner.replace(/[^a-z0-9]+/g, '_');
  if (!OWNER.test(table)) throw new Error(`Invalid migration owner '${owner}'`);
  const migrations = set(store.dialect);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({
    db: store.db,
    provider,
    migrationTableName: `loupe_migrations_${table}`,
    migrationLockTableName: `loupe_migrations_${table}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${owner}/${failed?.migrationName ?? '?'} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
