import type { Kysely } from 'kysely';

/**
 * Tables named at run time: REST resource definitions name their table and columns as strings,
 * so the generic list/show/related/distinct helpers read any owner's table through this shape.
 */
export type DynamicTables = Record<string, Record<string, unknown>>;

/** The same store seen through run-time table names, whichever owner's tables `db` is typed with. */
export function dynamicTables<DB>(db: Kysely<DB>): Kysely<DynamicTables> {
  return db as unknown as Kysely<DynamicTables>;
}
