// The dashboard's one loader (issue 14 point 4): every tile asks the planner for its chart data;
// the planner merges the data mask, deduplicates identical query objects across tiles, caps
// concurrent queries per database, serves visible tiles first and records per-tile timings.
import type { ChartDataResult, QueryFormData } from '../../../../core/viz/index.ts';
import type { DashboardMetadata, DataMask, ExtraFormData } from '../../shared/index.ts';

/** What a tile hands the planner. */
export interface TileRequest {
  /** The layout component id (`CHART-…`): one tile, even when two tiles show one chart. */
  tileId: string;
  chartId: number;
  /** The saved chart's form_data (its `params`), with `slice_id`; the planner adds the rest. */
  formData: QueryFormData;
  /** The chart's database, for the per-database concurrency cap (from the dashboard's datasets). */
  databaseId: number | null;
  /** The tile's measured width in px (charts that downsample ask for about 2× that many points). */
  width?: number;
  /** Bypass the server's cache (the tile menu's 'Force refresh', or the dashboard's refresh). */
  force?: boolean;
}

export type CacheOutcome = 'hit' | 'miss' | 'mixed';

/** What the planner measured for one tile (times in ms since the page's navigation start). */
export interface TileTiming {
  tileId: string;
  chartId: number;
  /** When the tile asked. */
  requestedAt: number;
  /** When its query was sent (waiting = startedAt − requestedAt: the cap and the visibility order). */
  startedAt: number | null;
  /** When its answer arrived. */
  answeredAt: number | null;
  /** When the chart finished drawing. */
  renderedAt: number | null;
  cache: CacheOutcome | null;
  /** Bytes of the answer's body (shared between tiles whose queries were deduplicated). */
  bytes: number | null;
  /** True when the tile's queries were answered by another tile's identical request. */
  deduplicated: boolean;
  error: string | null;
}

export interface IQueryPlanner {
  /** The chart data for a tile. Resolves when answered; rejects with the server's message. */
  load(request: TileRequest, signal?: AbortSignal): Promise<ChartDataResult[]>;
  /** The tile scrolled into view or out of it: visible tiles are served first. */
  setVisible(tileId: string, visible: boolean): void;
  /** The tile finished drawing its chart. */
  markRendered(tileId: string): void;
  /**
   * Whether the tile should draw its answer now: a tile in view (or not reported yet) always; an
   * off-screen one once no tile in view is still waiting to be drawn, so the charts on screen get
   * the main thread first. Changes are told to `subscribe`'s listeners.
   */
  mayDraw(tileId: string): boolean;
  /**
   * The current data mask (native filters and cross-filters) and the metadata that scopes it;
   * `ancestors` (chart id → the layout ids above it) evaluates scopes that carry no `chartsInScope`.
   * Listeners are told; a tile whose `extraFormData` changed loads again.
   */
  setDataMask(
    dataMask: Record<string, DataMask>,
    metadata: DashboardMetadata,
    ancestors?: Readonly<Record<number, readonly string[]>>,
  ): void;
  /** The merged `extra_form_data` the data mask gives a chart (a tile keys its load on it). */
  extraFormData(chartId: number): ExtraFormData;
  /** Every tile's timings (a snapshot, stable until the next change), for the Performance panel; `subscribe` calls back on each change. */
  timings(): TileTiming[];
  subscribe(listener: () => void): () => void;
  /** How many chart-data requests were sent, and how many tile loads they served. */
  counts(): { requests: number; queries: number; tileLoads: number };
}
