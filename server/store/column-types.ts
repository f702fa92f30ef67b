import type { ColumnType, Generated } from 'kysely';

/**
 * Column types as the migrations create them, for the per-owner table interfaces. Both stores run
 * the same migrations: datetimes are naive-UTC ISO text, booleans read back as 0/1 from SQLite.
 */

/** The integer primary key `withId` adds (serial / autoincrement): inserts leave it out. */
export type Id = Generated<number>;

/** A NOT NULL column with a default: inserts may leave it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * A boolean column with a default: read back as 0/1 from SQLite. A value read may be written back
 * as it is (SQLite stores 0/1, PostgreSQL reads the parameter '1'/'0' as a boolean).
 */
export type StoredBoolean = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

/** A naive-UTC ISO datetime as text (`2024-05-02T10:11:12.123000`); null when unset. */
export type StoredDatetime = string | null;

/** The columns `withAudit` adds: when and by whom a row was created and last changed. */
export interface AuditColumns {
  created_on: StoredDatetime;
  changed_on: StoredDatetime;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}
