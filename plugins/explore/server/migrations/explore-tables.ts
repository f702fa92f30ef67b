import type { Kysely } from 'kysely';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';
import type { AuditColumns, Id, StoredBoolean, StoredDatetime } from '../../../../server/store/column-types.ts';

/** The explore plugin's tables, as its migrations create them (Superset's names). */
export interface ExploreTables {
  slices: SlicesTable;
  slice_user: { id: Id; user_id: number; slice_id: number };
  explore_permalink: AuditColumns & { id: Id; uuid: string; value: string };
}

/** `slices`: one row per saved chart; `params` is Superset's form_data as JSON text. */
export interface SlicesTable extends AuditColumns {
  id: Id;
  uuid: string;
  slice_name: string;
  viz_type: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  datasource_name: string | null;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: StoredBoolean;
  external_url: string | null;
  last_saved_at: StoredDatetime;
  last_saved_by_fk: number | null;
}

/** The store as the explore plugin reads it: its own tables and the platform's. */
export type ExploreDb = Kysely<PlatformTables & ExploreTables>;
