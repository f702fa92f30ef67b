import {
  DASHBOARD_VERSION_KEY,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
} from '../../shared/index.ts';

type Component = { id: string; type: string; children?: string[]; parents?: string[]; meta?: Record<string, unknown> };
type Layout = Record<string, unknown>;

/** The layout Superset's export writes for a dashboard without one: ROOT → GRID, and the header. */
export function defaultLayout(title: string | null): Layout {
  return {
    [DASHBOARD_VERSION_KEY]: 'v2',
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID] },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID] },
    [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', meta: { text: title ?? '' } },
  };
}

/**
 * Where charts added outside the layout go, as the SPA's hydrate does (findFirstParentContainerId):
 * the first TAB when the root holds tabs, else the grid.
 */
function firstContainer(layout: Layout): string {
  const root = layout[ROOT_ID] as Component | undefined;
  const first = root?.children?.[0];
  const firstComponent = first ? (layout[first] as Component | undefined) : undefined;
  if (firstComponent?.type === 'TABS' && firstComponent.children?.[0]) return firstComponent.children[0];
  return GRID_ID;
}

/**
 * A chart put on a dashboard from Explore lands in a new row at the end of the first container
 * (Superset's hydrate places such charts in rows at load; Loupe writes them into the layout so the
 * layout and the dashboard's charts never disagree). Ids: `ROW-N-<chartId>`, `CHART-explore-<chartId>-1`.
 */
export function appendChart(layout: Layout, chart: { id: number; uuid: string; slice_name: string }): Layout {
  const out: Layout = structuredClone(layout);
  if (!(GRID_ID in out) || !(ROOT_ID in out)) Object.assign(out, defaultLayout(null), out);
  const containerId = firstContainer(out);
  const container = out[containerId] as Component;
  const parents = [...(container.parents ?? []), containerId];
  let n = 0;
  while (`ROW-N-${chart.id}${n ? `-${n}` : ''}` in out) n += 1;
  const rowId = `ROW-N-${chart.id}${n ? `-${n}` : ''}`;
  let k = 1;
  while (`CHART-explore-${chart.id}-${k}` in out) k += 1;
  const chartId = `CHART-explore-${chart.id}-${k}`;
  out[rowId] = {
    id: rowId,
    type: 'ROW',
    children: [chartId],
    parents,
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  };
  out[chartId] = {
    id: chartId,
    type: 'CHART',
    children: [],
    parents: [...parents, rowId],
    meta: {
      chartId: chart.id,
      width: GRID_DEFAULT_CHART_WIDTH,
      height: GRID_DEFAULT_CHART_HEIGHT,
      sliceName: chart.slice_name,
      uuid: chart.uuid,
    },
  };
  out[containerId] = { ...container, children: [...(container.children ?? []), rowId] };
  return out;
}

/** The layout without the chart's components (and rows the removal leaves empty). */
export function removeChart(layout: Layout, chartId: number): Layout {
  const out: Layout = structuredClone(layout);
  const gone = new Set<string>();
  for (const [key, value] of Object.entries(out)) {
    const c = value as Component | null;
    if (c && typeof c === 'object' && String(c.type).toUpperCase() === 'CHART' && c.meta?.chartId === chartId)
      gone.add(key);
  }
  let changed = gone.size > 0;
  while (changed) {
    changed = false;
    for (const [key, value] of Object.entries(out)) {
      const c = value as Component | null;
      if (!c || typeof c !== 'object' || !Array.isArray(c.children) || gone.has(key)) continue;
      const kept = c.children.filter((id) => !gone.has(id));
      if (kept.length === c.children.length) continue;
      out[key] = { ...c, children: kept };
      if (kept.length === 0 && String(c.type).toUpperCase() === 'ROW') {
        gone.add(key);
        changed = true;
      }
    }
  }
  for (const key of gone) delete out[key];
  return out;
}
