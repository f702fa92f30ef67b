import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { dynamicPluginMigration } from './001-dynamic-plugin.ts';

export const dynamicPluginsMigrations: MigrationSet = (dialect) => ({
  '001_dynamic_plugin': dynamicPluginMigration(dialect),
});
