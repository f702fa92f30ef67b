/**
 * The database a new tab opens on (spec §2, §9): the one last used when it is still available,
 * else the default database (the examples one, as Superset's bootstrap marks it), else the
 * lowest available id.
 */
export function pickDatabase(
  available: readonly { id: number }[],
  lastUsed: number | null,
  defaultDbId: number | null,
): number | null {
  const ids = new Set(available.map((d) => d.id));
  if (lastUsed !== null && ids.has(lastUsed)) return lastUsed;
  if (defaultDbId !== null && ids.has(defaultDbId)) return defaultDbId;
  let lowest: number | null = null;
  for (const id of ids) if (lowest === null || id < lowest) lowest = id;
  return lowest;
}
