import type { Selectable } from 'kysely';
import type { DbsTable } from '../migrations/catalog-tables.ts';

/** A `dbs` row as stored (booleans may read back as 0/1 from SQLite). */
export type DatabaseRow = Selectable<DbsTable>;

/** The `extra` JSON of a database, read leniently (it is user-edited text). */
export function databaseExtra(row: Pick<DatabaseRow, 'extra'>): Record<string, unknown> {
  if (!row.extra) return {};
  try {
    const v: unknown = JSON.parse(row.extra);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
