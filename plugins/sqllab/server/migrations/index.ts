import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { queryMigration } from './001-query.ts';
import { savedWorkMigration } from './002-saved-work.ts';

export const sqllabMigrations: MigrationSet = (dialect) => ({
  '001_query': queryMigration(dialect),
  '002_saved_work': savedWorkMigration(dialect),
});
