import { DASHBOARD_VERSION_KEY, type DashboardMetadata } from '../../shared/index.ts';

type Layout = Record<string, unknown>;

/** JSON as Python's `json.dumps(value, separators=(",", ":"), sort_keys=True)` writes it. */
export function sortedCompactJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** Every CHART component's `meta.chartId` in a layout, once each, in layout order. */
export function layoutChartIds(layout: Layout | null | undefined): number[] {
  const out = new Set<number>();
  for (const [key, value] of Object.entries(layout ?? {})) {
    if (key === DASHBOARD_VERSION_KEY || !value || typeof value !== 'object') continue;
    const c = value as { type?: string; meta?: { chartId?: unknown } };
    if (String(c.type).toUpperCase() !== 'CHART') continue;
    const id = c.meta?.chartId;
    if (typeof id === 'number' && Number.isInteger(id)) out.add(id);
  }
  return [...out];
}

/** Where each chart id sits in a layout: the first CHART component naming it. */
export function chartComponents(layout: Layout): Map<number, string> {
  const out = new Map<number, string>();
  for (const [key, value] of Object.entries(layout)) {
    const c = value as { type?: string; meta?: { chartId?: unknown } } | null;
    if (key === DASHBOARD_VERSION_KEY || !c || typeof c !== 'object' || String(c.type).toUpperCase() !== 'CHART')
      continue;
    if (typeof c.meta?.chartId === 'number' && !out.has(c.meta.chartId)) out.set(c.meta.chartId, key);
  }
  return out;
}

/** A layout with each chart id replaced by `map[id]` (copy with duplicate_slices). */
export function remapLayoutCharts(layout: Layout, map: ReadonlyMap<number, number>): Layout {
  const out: Layout = {};
  for (const [key, value] of Object.entries(layout)) {
    const c = value as { meta?: { chartId?: unknown } } | null;
    const id = c && typeof c === 'object' ? c.meta?.chartId : undefined;
    out[key] =
      typeof id === 'number' && map.has(id) ? { ...(c as object), meta: { ...c!.meta, chartId: map.get(id) } } : value;
  }
  return out;
}

/** The keys set_dash_metadata always writes, and their defaults (reference §8.5, 4.1+ shapes). */
export const METADATA_DEFAULTS: Readonly<Record<string, unknown>> = {
  expanded_slices: {},
  refresh_frequency: 0,
  timed_refresh_immune_slices: [],
  color_scheme: '',
  label_colors: {},
  shared_label_colors: [],
  color_scheme_domain: [],
  cross_filters_enabled: true,
};

export interface DashMetadataResult {
  /** The metadata to store, `positions` removed and defaults filled. */
  metadata: DashboardMetadata;
  /** The layout to store (compact, sorted keys) when the data carried `positions`. */
  positionJson?: string;
  /** The dashboard's charts when the data carried `positions`: exactly the layout's. */
  chartIds?: number[];
}

function remapKeys(value: unknown, keep: ReadonlySet<number>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([k]) => keep.has(Number(k))));
}

/**
 * Superset's DashboardDAO.set_dash_metadata (reference §8.5): with `positions` the charts become
 * exactly the layout's, each CHART gets its chart's `meta.uuid`, the layout is stored compact with
 * sorted keys and leaves the metadata; legacy `filter_scopes` and `default_filters` keep only the
 * charts still there; the metadata's defaults are filled. Other keys are kept as sent.
 * `uuids` maps each chart id the layout may name to its uuid.
 */
export function setDashMetadata(
  current: DashboardMetadata,
  data: DashboardMetadata,
  uuids: ReadonlyMap<number, string>,
): DashMetadataResult {
  const { positions, ...rest } = data;
  const md: DashboardMetadata = { ...current, ...rest };
  delete md.positions;
  const result: DashMetadataResult = { metadata: md };
  if (positions && typeof positions === 'object') {
    const layout: Layout = {};
    for (const [key, value] of Object.entries(positions as Layout)) {
      const c = value as { type?: string; meta?: { chartId?: unknown } } | null;
      if (c && typeof c === 'object' && String(c.type).toUpperCase() === 'CHART' && typeof c.meta?.chartId === 'number')
        layout[key] = { ...c, meta: { ...c.meta, uuid: uuids.get(c.meta.chartId) ?? null } };
      else layout[key] = value;
    }
    const chartIds = layoutChartIds(layout).filter((id) => uuids.has(id));
    result.positionJson = sortedCompactJson(layout);
    result.chartIds = chartIds;
    const keep = new Set(chartIds);
    if (md.filter_scopes) md.filter_scopes = remapKeys(md.filter_scopes, keep) as Record<string, unknown>;
    if (typeof md.default_filters === 'string') {
      try {
        md.default_filters = JSON.stringify(remapKeys(JSON.parse(md.default_filters), keep));
      } catch {
        // Unreadable legacy filters are kept as they are.
      }
    }
  }
  if (md.color_namespace === null || md.color_namespace === undefined) delete md.color_namespace;
  // Superset's `md[key] = data.get(key, default)`: what the data says, else the default.
  for (const [key, fallback] of Object.entries(METADATA_DEFAULTS))
    md[key] = key in data && data[key] !== undefined ? data[key] : structuredClone(fallback);
  return result;
}
