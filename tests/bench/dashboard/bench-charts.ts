// The bench's dashboard: the example catalogue's charts saved through the chart API, then 50 tiles
// over DISTINCT of them (tile i shows chart i mod DISTINCT), and the dashboard itself through
// /api/v1/dashboard/ when that API is there.
import type { QueryFormData } from '../../../core/viz/index.ts';
import { EXAMPLE_CHARTS } from '../../../fixtures/example-charts/index.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import type { BenchTile } from './bench-page.tsx';

/** Map charts need map shapes fetched apart from chart data; they are left out of the mix. */
const SKIPPED = new Set(['world_map', 'country_map']);

export interface BenchDashboard {
  dashboardId: number | null;
  charts: { id: number; name: string; vizType: string }[];
  tiles: BenchTile[];
}

export async function createBenchDashboard(
  admin: ApiClient,
  opts: { tiles: number; distinct: number },
): Promise<BenchDashboard> {
  const datasets = await admin.get<{ result: { id: number; table_name: string; database: { id: number } }[] }>(
    '/api/v1/dataset/?q=(page_size:100)',
  );
  const byName = new Map(datasets.body.result.map((d) => [d.table_name, d]));
  // One chart per viz type first, so the mix is as varied as the catalogue.
  const seen = new Set<string>();
  const picked = EXAMPLE_CHARTS.filter((c) => {
    if (SKIPPED.has(c.viz_type) || seen.has(c.viz_type) || !byName.has(c.dataset)) return false;
    seen.add(c.viz_type);
    return true;
  }).slice(0, opts.distinct);
  if (picked.length < opts.distinct) throw new Error(`only ${picked.length} example charts to pick from`);

  const charts: BenchDashboard['charts'] = [];
  const formData: { fd: QueryFormData; databaseId: number }[] = [];
  for (const example of picked) {
    const ds = byName.get(example.dataset)!;
    const fd = { ...example.params, datasource: `${ds.id}__table` } as QueryFormData;
    const res = await admin.post<{ id: number }>('/api/v1/chart/', {
      slice_name: `Bench: ${example.slice_name}`,
      viz_type: example.viz_type,
      datasource_id: ds.id,
      datasource_type: 'table',
      params: JSON.stringify(fd),
    });
    if (res.status !== 201) throw new Error(`POST /api/v1/chart/ answered ${res.status}: ${JSON.stringify(res.body)}`);
    charts.push({ id: res.body.id, name: example.slice_name, vizType: example.viz_type });
    formData.push({ fd: { ...fd, slice_id: res.body.id }, databaseId: ds.database.id });
  }

  const tiles: BenchTile[] = Array.from({ length: opts.tiles }, (_, i) => {
    const k = i % charts.length;
    return {
      tileId: `CHART-bench-${i}`,
      chartId: charts[k]!.id,
      name: charts[k]!.name,
      databaseId: formData[k]!.databaseId,
      formData: formData[k]!.fd,
    };
  });
  return { dashboardId: await createDashboard(admin, tiles), charts, tiles };
}

/** The dashboard through the dashboard API (rows of three tiles), or null while that API is not there. */
async function createDashboard(admin: ApiClient, tiles: BenchTile[]): Promise<number | null> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [] as string[], parents: ['ROOT_ID'] },
  };
  const grid = layout.GRID_ID as { children: string[] };
  for (let r = 0; r * 3 < tiles.length; r++) {
    const rowId = `ROW-bench-${r}`;
    const row = tiles.slice(r * 3, r * 3 + 3);
    grid.children.push(rowId);
    layout[rowId] = {
      type: 'ROW',
      id: rowId,
      children: row.map((t) => t.tileId),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const t of row)
      layout[t.tileId] = {
        type: 'CHART',
        id: t.tileId,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId: t.chartId, width: 4, height: 50 },
      };
  }
  const res = await admin.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Bench: 50 tiles',
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
    published: true,
  });
  return res.status === 201 ? res.body.id : null;
}
