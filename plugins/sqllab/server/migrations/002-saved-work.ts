import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../../../../server/store/store.ts';

// Skeleton: its owner fills in the tables.
export function savedWorkMigration(_dialect: StoreDialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(_db: Kysely<any>) {},
  };
}
