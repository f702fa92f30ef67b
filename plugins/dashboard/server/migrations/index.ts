import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { dashboardsMigration } from './001-dashboards.ts';

export const dashboardMigrations: MigrationSet = (dialect) => ({
  '001_dashboards': dashboardsMigration(dialect),
});
