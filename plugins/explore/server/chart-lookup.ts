import type { ExploreDb } from './migrations/explore-tables.ts';

export interface SavedChart {
  id: number;
  slice_name: string;
  datasource_id: number | null;
  datasource_type: string | null;
  query_context: string | null;
  cache_timeout: number | null;
}

/** A saved chart by id or uuid (reference §0.1), or null. */
export async function findChart(db: ExploreDb, idOrUuid: string | number): Promise<SavedChart | null> {
  const byId = typeof idOrUuid === 'number' || /^\d+$/.test(idOrUuid);
  if (byId && !Number.isSafeInteger(Number(idOrUuid))) return null;
  const row = await db
    .selectFrom('slices')
    .select(['id', 'slice_name', 'datasource_id', 'datasource_type', 'query_context', 'cache_timeout'])
    .where(byId ? 'id' : 'uuid', '=', byId ? Number(idOrUuid) : idOrUuid)
    .executeTakeFirst();
  return (row as SavedChart | undefined) ?? null;
}

/** The chart a request names through `form_data.slice_id` (body or query string), for its cache_timeout. */
export async function chartCacheTimeout(db: ExploreDb, sliceId: unknown): Promise<number | null> {
  const id =
    typeof sliceId === 'number'
      ? sliceId
      : typeof sliceId === 'string' && /^\d+$/.test(sliceId)
        ? Number(sliceId)
        : null;
  if (id === null || !Number.isSafeInteger(id)) return null;
  return (await findChart(db, id))?.cache_timeout ?? null;
}
