import type { Kysely } from 'kysely';
import type { AuditColumns, Id, StoredBoolean } from '../../../../server/store/column-types.ts';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';
import type { ExploreTables } from '../../../explore/server/exports.ts';

/** The dashboard plugin's tables, as its migrations create them (Superset's names). */
export interface DashboardTables {
  dashboards: DashboardsTable;
  dashboard_slices: { id: Id; dashboard_id: number; slice_id: number };
  dashboard_user: { id: Id; user_id: number; dashboard_id: number };
  dashboard_roles: { id: Id; role_id: number; dashboard_id: number };
  embedded_dashboards: EmbeddedDashboardsTable;
}

/** `embedded_dashboards`: `allowed_domains` is a JSON list of origins. */
export interface EmbeddedDashboardsTable extends AuditColumns {
  uuid: string;
  allowed_domains: string;
  dashboard_id: number;
}

/** `dashboards`: `position_json` and `json_metadata` are JSON text (reference §8.4–8.5). */
export interface DashboardsTable extends AuditColumns {
  id: Id;
  uuid: string;
  dashboard_title: string | null;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  css: string | null;
  description: string | null;
  published: StoredBoolean;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: StoredBoolean;
  external_url: string | null;
}

/** The store as the dashboard plugin reads it: its own tables, the charts and the platform's. */
export type DashboardDb = Kysely<PlatformTables & ExploreTables & DashboardTables>;
