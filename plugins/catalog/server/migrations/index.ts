import type { MigrationSet } from '../../../../server/store/migrate.ts';
import { databasesMigration } from './001-databases.ts';
import { datasetsMigration } from './002-datasets.ts';
import { rowLevelSecurityMigration } from './003-row-level-security.ts';
import { sshTunnelsMigration } from './004-ssh-tunnels.ts';

export const catalogMigrations: MigrationSet = (dialect) => ({
  '001_databases': databasesMigration(dialect),
  '002_datasets': datasetsMigration(dialect),
  '003_row_level_security': rowLevelSecurityMigration(dialect),
  '004_ssh_tunnels': sshTunnelsMigration(dialect),
});
