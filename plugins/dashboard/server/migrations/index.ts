import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { dashboardsMigration } from './001-dashboards.ts';
import { embeddedDashboardsMigration } from './005-embedded.ts';

export const dashboardMigrations: MigrationSet = (dialect) => ({
  '001_dashboards': dashboardsMigration(dialect),
  '005_embedded': embeddedDashboardsMigration(),
});
