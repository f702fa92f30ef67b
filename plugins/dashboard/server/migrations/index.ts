import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { dashboardsMigration } from './001-dashboards.ts';
import { cssTemplatesPermalinksMigration } from './002-css-templates-permalinks.ts';
import { embeddedDashboardsMigration } from './005-embedded.ts';

export const dashboardMigrations: MigrationSet = (dialect) => ({
  '001_dashboards': dashboardsMigration(dialect),
  '002_css_templates_permalinks': cssTemplatesPermalinksMigration(dialect),
  '005_embedded': embeddedDashboardsMigration(),
});
