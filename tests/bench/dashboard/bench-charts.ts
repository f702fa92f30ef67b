// The bench's dashboard: the example catalogue's charts saved through the chart API, then a
// dashboard of TILES tiles over DISTINCT of them (tile i shows chart i mod DISTINCT) saved through
// POST /api/v1/dashboard/. `saltCharts` rewrites every chart's params with one more WHERE clause,
// so the next load asks queries the server's cache has never seen.
import type { QueryFormData } from '../../../core/viz/index.ts';
import { EXAMPLE_CHARTS } from '../../../fixtures/example-charts/index.ts';
import type { ApiClient } from '../../harness/api-client.ts';

/** Map charts need map shapes fetched apart from chart data; they are left out of the mix. */
const SKIPPED = new Set(['world_map', 'country_map']);
/** Tile height in grid units (8 px): 256 px, so the first four rows (12 tiles) are in a 1280×900 window. */
const TILE_HEIGHT = 32;

export interface BenchChart {
  id: number;
  name: string;
  vizType: string;
  params: QueryFormData;
}

export interface BenchDashboard {
  dashboardId: number;
  charts: BenchChart[];
  tiles: number;
}

export async function createBenchDashboard(
  admin: ApiClient,
  opts: { tiles: number; distinct: number },
): Promise<BenchDashboard> {
  const datasets = await admin.get<{ result: { id: number; table_name: string }[] }>(
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

  const charts: BenchChart[] = [];
  for (const example of picked) {
    const ds = byName.get(example.dataset)!;
    const params = { ...example.params, datasource: `${ds.id}__table` } as QueryFormData;
    const res = await admin.post<{ id: number }>('/api/v1/chart/', {
      slice_name: `Bench: ${example.slice_name}`,
      viz_type: example.viz_type,
      datasource_id: ds.id,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    if (res.status !== 201) throw new Error(`POST /api/v1/chart/ answered ${res.status}: ${JSON.stringify(res.body)}`);
    charts.push({ id: res.body.id, name: example.slice_name, vizType: example.viz_type, params });
  }
  return { dashboardId: await createDashboard(admin, charts, opts.tiles), charts, tiles: opts.tiles };
}

/** The dashboard through the dashboard API: rows of three CHART components. */
async function createDashboard(admin: ApiClient, charts: BenchChart[], tiles: number): Promise<number> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [] as string[], parents: ['ROOT_ID'] },
  };
  const grid = layout.GRID_ID as { children: string[] };
  for (let r = 0; r * 3 < tiles; r++) {
    const rowId = `ROW-bench-${r}`;
    const ids = Array.from({ length: Math.min(3, tiles - r * 3) }, (_, j) => r * 3 + j);
    grid.children.push(rowId);
    layout[rowId] = {
      type: 'ROW',
      id: rowId,
      children: ids.map((i) => `CHART-bench-${i}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const i of ids) {
      const chart = charts[i % charts.length]!;
      layout[`CHART-bench-${i}`] = {
        type: 'CHART',
        id: `CHART-bench-${i}`,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId: chart.id, sliceName: chart.name, width: 4, height: TILE_HEIGHT },
      };
    }
  }
  const res = await admin.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: `Bench: ${tiles} tiles`,
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
    published: true,
  });
  if (res.status !== 201)
    throw new Error(`POST /api/v1/dashboard/ answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Every chart's params with one more WHERE clause naming `salt`: queries new to the server's cache. */
export async function saltCharts(admin: ApiClient, charts: BenchChart[], salt: string): Promise<void> {
  const clause = { expressionType: 'SQL', sqlExpression: `'${salt}' = '${salt}'`, clause: 'WHERE' };
  for (const c of charts) {
    const params = { ...c.params, adhoc_filters: [...(c.params.adhoc_filters ?? []), clause] };
    const res = await admin.put(`/api/v1/chart/${c.id}`, { params: JSON.stringify(params) });
    if (res.status !== 200)
      throw new Error(`PUT /api/v1/chart/${c.id} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}
