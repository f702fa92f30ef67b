const SYSTEM = new Set(['information_schema', 'pg_catalog', 'pg_toast', 'mysql', 'performance_schema', 'sys']);

/**
 * The schema a tab opens on when none is set (Superset leaves it empty; Loupe picks one so the
 * table list shows at once): the engine's usual default (`main`, `public`), else the first schema
 * that is not a system one, else none.
 */
export function pickSchema(schemas: readonly string[]): string | null {
  for (const preferred of ['main', 'public']) if (schemas.includes(preferred)) return preferred;
  return schemas.find((s) => !SYSTEM.has(s.toLowerCase())) ?? null;
}
