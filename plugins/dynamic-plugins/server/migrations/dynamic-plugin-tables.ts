import type { Kysely } from 'kysely';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';
import type { AuditColumns, Id } from '../../../../server/store/column-types.ts';

/** Superset's `dynamic_plugin` table, plus Loupe's `integrity` (the bundle's SRI hash). */
export interface DynamicPluginTable extends AuditColumns {
  id: Id;
  name: string;
  key: string;
  bundle_url: string;
  integrity: string;
}

export interface DynamicPluginTables {
  dynamic_plugin: DynamicPluginTable;
}

export type DynamicPluginDb = Kysely<PlatformTables & DynamicPluginTables>;
