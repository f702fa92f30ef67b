/**
 * Whether a store error is a UNIQUE constraint refusing a write (PostgreSQL's 23505, SQLite's
 * SQLITE_CONSTRAINT_UNIQUE): two concurrent writes passed the same "is it taken?" check and the
 * store caught the second. Callers answer it like the check would have.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
