import type { QueryFormData } from '../../../core/viz/index.ts';
import type { ExploreDb } from '../server/migrations/explore-tables.ts';

export interface SavedChartRow {
  id: number;
  slice_name: string;
  viz_type: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  params: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `ref` can name a chart: an id (whole number) or a uuid. */
export function isChartRef(ref: string): boolean {
  return (/^\d{1,15}$/.test(ref) && Number(ref) > 0) || UUID.test(ref);
}

/** A saved chart by id or uuid, or null. */
export async function loadSavedChart(db: ExploreDb, ref: string): Promise<SavedChartRow | null> {
  const byId = /^\d+$/.test(ref);
  const row = await db
    .selectFrom('slices')
    .select(['id', 'slice_name', 'viz_type', 'datasource_id', 'datasource_type', 'params'])
    .where(byId ? 'id' : 'uuid', '=', byId ? Number(ref) : ref)
    .executeTakeFirst();
  return (row as SavedChartRow | undefined) ?? null;
}

/** A saved chart's `params` that is not a JSON object. */
export class UnreadableParamsError extends Error {
  override readonly name = 'UnreadableParamsError';
}

/**
 * The chart's form_data as Superset's Slice.form_data makes it: its `params`, then `slice_id`,
 * `viz_type` and `datasource` from the row's own columns.
 */
export function savedChartFormData(row: SavedChartRow): QueryFormData {
  let params: unknown = {};
  if (row.params) {
    try {
      params = JSON.parse(row.params);
    } catch {
      throw new UnreadableParamsError(`Chart ${row.id} has params that are not JSON`);
    }
  }
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    throw new UnreadableParamsError(`Chart ${row.id} has params that are not a JSON object`);
  }
  const formData = { ...(params as Record<string, unknown>), slice_id: row.id } as QueryFormData;
  if (row.viz_type) formData.viz_type = row.viz_type;
  if (row.datasource_id !== null && row.datasource_type) {
    formData.datasource = `${row.datasource_id}__${row.datasource_type}`;
  }
  return formData;
}
