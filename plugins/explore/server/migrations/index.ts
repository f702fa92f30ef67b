import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { slicesMigration } from './001-slices.ts';

export const exploreMigrations: MigrationSet = (dialect) => ({
  '001_slices': slicesMigration(dialect),
});
