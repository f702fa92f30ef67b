import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { slicesMigration } from './001-slices.ts';
import { explorePermalinkMigration } from './002-explore-permalink.ts';
import { annotationsMigration } from '../annotations/annotation-migration.ts';

export const exploreMigrations: MigrationSet = (dialect) => ({
  '001_slices': slicesMigration(dialect),
  '002_explore_permalink': explorePermalinkMigration(dialect),
  '003_annotations': annotationsMigration(dialect),
});
