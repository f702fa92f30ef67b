import type { MigrationSet } from '../migrate.ts';
import { securityMigration } from './001-security.ts';
import { sessionsMigration } from './002-sessions.ts';
import { favstarMigration } from './003-favstar.ts';
import { logsMigration } from './004-logs.ts';

export const platformMigrations: MigrationSet = (dialect) => ({
  '001_security': securityMigration(dialect),
  '002_sessions': sessionsMigration(),
  '003_favstar': favstarMigration(dialect),
  '004_logs': logsMigration(dialect),
});
