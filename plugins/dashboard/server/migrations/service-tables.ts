import type { Kysely } from 'kysely';
import type { AuditColumns, Id } from '../../../../server/store/column-types.ts';
import type { DashboardTables } from './dashboard-tables.ts';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';
import type { ExploreTables } from '../../../explore/server/exports.ts';

/** The tables of migration 002: CSS templates and dashboard permalinks. */
export interface DashboardServiceTables {
  css_templates: AuditColumns & { id: Id; template_name: string | null; css: string | null };
  dashboard_permalink: AuditColumns & { id: Id; uuid: string; dashboard_id: number; value: string };
}

/** The store as the dashboard side services read it. */
export type DashboardServiceDb = Kysely<PlatformTables & ExploreTables & DashboardTables & DashboardServiceTables>;
