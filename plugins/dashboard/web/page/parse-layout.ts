import {
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  HEADER_ID,
  LAYOUT_TYPES,
  ROOT_ID,
  type DashboardLayout,
  type LayoutComponent,
  type LayoutMeta,
  type LayoutType,
} from '../../shared/index.ts';

/** A chart of the dashboard as `/api/v1/dashboard/<id>/charts` lists it (the fields the layout needs). */
export interface LayoutChart {
  id: number;
  slice_name?: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Superset's empty layout: ROOT → GRID, and the title entry. */
export function emptyLayout(title = ''): DashboardLayout {
  return {
    [DASHBOARD_VERSION_KEY]: 'v2',
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID] },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID] },
    [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: title } },
  } as unknown as DashboardLayout;
}

function normaliseType(raw: unknown): LayoutType | null {
  if (typeof raw !== 'string') return null;
  const upper = raw.toUpperCase();
  return (LAYOUT_TYPES as readonly string[]).includes(upper) ? (upper as LayoutType) : null;
}

function readComponents(source: unknown): Map<string, LayoutComponent> {
  const out = new Map<string, LayoutComponent>();
  if (!isObject(source)) return out;
  for (const [key, value] of Object.entries(source)) {
    if (key === DASHBOARD_VERSION_KEY || !isObject(value)) continue;
    const type = normaliseType(value.type);
    if (!type) continue;
    const id = typeof value.id === 'string' && value.id ? value.id : key;
    const children = Array.isArray(value.children)
      ? value.children.filter((c): c is string => typeof c === 'string')
      : [];
    const meta = isObject(value.meta) ? ({ ...value.meta } as LayoutMeta) : {};
    if (meta.chartId !== undefined) meta.chartId = Number(meta.chartId);
    out.set(id, { id, type, children, meta });
  }
  return out;
}

/** Parses `position_json` (a string, an object or nothing) into a layout the page can draw. */
export function parseLayout(positionJson: unknown, charts: readonly LayoutChart[], title = ''): DashboardLayout {
  let source: unknown = positionJson;
  if (typeof positionJson === 'string') {
    try {
      source = positionJson.trim() ? JSON.parse(positionJson) : null;
    } catch {
      source = null;
    }
  }
  const components = readComponents(source);
  let layout = emptyLayout(title);
  if (!components.has(ROOT_ID)) {
    // A layout without its root: hang its grid (or its top-level tabs) under a fresh one.
    const top = components.get(GRID_ID) ?? [...components.values()].find((c) => c.type === 'GRID' || c.type === 'TABS');
    if (top) components.set(ROOT_ID, { id: ROOT_ID, type: 'ROOT', children: [top.id], meta: {} });
  }
  if (components.has(ROOT_ID)) {
    // Keep only what hangs under ROOT (each component once, no cycles), parents recomputed.
    const header = layout[HEADER_ID];
    layout = { [DASHBOARD_VERSION_KEY]: 'v2', [HEADER_ID]: header } as unknown as DashboardLayout;
    const seen = new Set<string>();
    const walk = (id: string, parents: string[]) => {
      const c = components.get(id);
      if (!c || seen.has(id)) return false;
      seen.add(id);
      const kept = c.children.filter((child) => walk(child, [...parents, id]));
      const copy: LayoutComponent = { id, type: c.type, children: kept };
      if (id !== ROOT_ID) copy.parents = parents;
      if (c.meta && Object.keys(c.meta).length) copy.meta = c.meta;
      layout[id] = copy;
      return true;
    };
    walk(ROOT_ID, []);
    const saved = components.get(HEADER_ID);
    if (saved && !seen.has(HEADER_ID)) layout[HEADER_ID] = { ...saved, children: [] };
    if (title) layout[HEADER_ID] = { ...layout[HEADER_ID], meta: { ...layout[HEADER_ID].meta, text: title } };
  }
  appendMissingCharts(layout, charts);
  return layout;
}

/** Where Superset puts charts the layout misses: the first tab of top-level tabs, else the grid. */
function firstContainerId(layout: DashboardLayout): string {
  const root = layout[ROOT_ID];
  const top = layout[root.children[0]];
  if (top?.type === 'TABS' && top.children[0]) return top.children[0];
  return top?.id ?? GRID_ID;
}

/**
 * Charts the dashboard holds (`/charts`) that no CHART component shows are appended in new rows of
 * default-sized tiles, as many as fit in 12 columns each, as Superset's hydration does.
 */
export function appendMissingCharts(layout: DashboardLayout, charts: readonly LayoutChart[]): void {
  const shown = new Set<number>();
  for (const c of Object.values(layout) as LayoutComponent[])
    if (c?.type === 'CHART' && c.meta?.chartId !== undefined) shown.add(Number(c.meta.chartId));
  const missing = charts.filter((c) => !shown.has(c.id));
  if (!missing.length) return;
  if (!layout[GRID_ID] && !layout[ROOT_ID].children.length) {
    layout[GRID_ID] = { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID] };
    layout[ROOT_ID].children.push(GRID_ID);
  }
  const parentId = firstContainerId(layout);
  const parent = layout[parentId];
  const parents = [...(parent.parents ?? []), parentId];
  let row: LayoutComponent | null = null;
  let used = 0;
  for (const chart of missing) {
    if (!row || used + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      row = {
        id: uniqueId(layout, 'ROW'),
        type: 'ROW',
        children: [],
        parents,
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      };
      layout[row.id] = row;
      parent.children.push(row.id);
      used = 0;
    }
    const id = uniqueId(layout, 'CHART');
    layout[id] = {
      id,
      type: 'CHART',
      children: [],
      parents: [...parents, row.id],
      meta: {
        chartId: chart.id,
        width: GRID_DEFAULT_CHART_WIDTH,
        height: GRID_DEFAULT_CHART_HEIGHT,
        ...(chart.slice_name ? { sliceName: chart.slice_name } : {}),
      },
    };
    row.children.push(id);
    used += GRID_DEFAULT_CHART_WIDTH;
  }
}

function uniqueId(layout: DashboardLayout, type: string): string {
  for (let n = 1; ; n++) {
    const id = `${type}-added-${n}`;
    if (!layout[id]) return id;
  }
}

/** The CHART components' chart ids in layout order (depth first from ROOT). */
export function chartIdsInLayout(layout: DashboardLayout): number[] {
  const out: number[] = [];
  const walk = (id: string) => {
    const c = layout[id];
    if (!c) return;
    if (c.type === 'CHART' && c.meta?.chartId !== undefined) out.push(Number(c.meta.chartId));
    c.children.forEach(walk);
  };
  walk(ROOT_ID);
  return out;
}
