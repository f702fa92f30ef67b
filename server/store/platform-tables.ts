import type { Kysely } from 'kysely';
import type { AuditColumns, Defaulted, Id, StoredBoolean, StoredDatetime } from './column-types.ts';

/** The platform's tables (server/store/platform-migrations): security, sessions, favourites. */
export interface PlatformTables {
  ab_user: AbUserTable;
  ab_role: NamedTable;
  ab_permission: NamedTable;
  ab_view_menu: NamedTable;
  ab_permission_view: { id: Id; permission_id: number; view_menu_id: number };
  ab_permission_view_role: { id: Id; permission_view_id: number; role_id: number };
  ab_user_role: { id: Id; user_id: number; role_id: number };
  loupe_session: LoupeSessionTable;
  favstar: FavstarTable;
  logs: LogsTable;
}

export interface AbUserTable extends Pick<AuditColumns, 'created_on' | 'changed_on'> {
  id: Id;
  username: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  email: string | null;
  active: StoredBoolean;
  password: string | null;
  last_login: StoredDatetime;
  login_count: Defaulted<number>;
  fail_login_count: Defaulted<number>;
}

export interface NamedTable {
  id: Id;
  name: string;
}

/** One browser session; `id` is the SHA-256 of the cookie's token. */
export interface LoupeSessionTable {
  id: string;
  user_id: number | null;
  csrf_secret: string;
  created_on: string;
  expires_on: string;
}

/** Superset's `favstar`: a user's favourite of any object class. */
export interface FavstarTable {
  id: Id;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: StoredDatetime;
}

/** Superset's action log: who did what, when (`json` holds the action's details). */
export interface LogsTable {
  id: Id;
  action: string | null;
  user_id: number | null;
  json: string | null;
  dttm: StoredDatetime;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

/** The store as the platform's own code reads it. */
export type PlatformDb = Kysely<PlatformTables>;

/** A store typed with more owners' tables, seen as the platform's (Kysely's types do not narrow by themselves). */
export function platformDb<DB extends PlatformTables>(db: Kysely<DB>): PlatformDb {
  return db as unknown as PlatformDb;
}
