// The page's planner until wt-dash-planner's IQueryPlanner lands (web/planner/): the same contract,
// without deduplication or a per-database cap. Each tile's form_data gets the merged data mask's
// extra_form_data, the plugin's buildQuery runs with the tile's width and POST /api/v1/chart/data
// answers; visible tiles are sent first (hidden ones wait until nothing visible is pending).
import type { ChartDataResult, QueryFormData } from '../../../../core/viz/index.ts';
import { fetchChartData } from '../../../../web/viz/chart-data.ts';
import { loadViz } from '../../../../web/viz/viz-loader.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import type { DashboardMetadata, DataMask } from '../../shared/index.ts';
import type { IQueryPlanner, TileRequest, TileTiming } from '../planner/query-planner-types.ts';
import { mergeExtraFormData } from './extra-form-data.ts';

export class InterimQueryPlanner implements IQueryPlanner {
  private masks: Record<string, DataMask> = {};
  private readonly visible = new Set<string>();
  private hiddenQueue: { tileId: string; go: () => void }[] = [];
  private readonly tileTimings = new Map<string, TileTiming>();
  private readonly listeners = new Set<() => void>();
  private sent = 0;
  private loads = 0;

  constructor(
    private readonly registry: IVizRegistry,
    private readonly fetcher: typeof fetchChartData = fetchChartData,
  ) {}

  async load(request: TileRequest, signal?: AbortSignal): Promise<ChartDataResult[]> {
    const timing: TileTiming = {
      tileId: request.tileId,
      chartId: request.chartId,
      requestedAt: performance.now(),
      startedAt: null,
      answeredAt: null,
      renderedAt: null,
      cache: null,
      bytes: null,
      deduplicated: false,
      error: null,
    };
    this.tileTimings.set(request.tileId, timing);
    this.loads++;
    this.emit();
    if (!this.visible.has(request.tileId))
      await new Promise<void>((go) => {
        this.hiddenQueue.push({ tileId: request.tileId, go });
        this.release();
      });
    const plugin = this.registry.get(String(request.formData.viz_type));
    try {
      if (!plugin) throw new Error(`Item with key "${String(request.formData.viz_type)}" is not registered.`);
      const loaded = await loadViz(plugin);
      const formData: QueryFormData = {
        ...request.formData,
        extra_form_data: mergeExtraFormData(Object.values(this.masks)),
      };
      const queryContext = loaded.buildQuery(formData, request.width ? { downsample: { width: request.width } } : {});
      if (request.force) queryContext.force = true;
      timing.startedAt = performance.now();
      this.sent++;
      this.emit();
      const result = await this.fetcher(queryContext, signal);
      timing.answeredAt = performance.now();
      timing.cache = result.every((r) => r.is_cached) ? 'hit' : result.some((r) => r.is_cached) ? 'mixed' : 'miss';
      return result;
    } catch (err) {
      timing.error = err instanceof Error ? err.message : String(err);
      throw err;
    } finally {
      this.emit();
      this.release();
    }
  }

  setVisible(tileId: string, visible: boolean): void {
    if (visible) this.visible.add(tileId);
    else this.visible.delete(tileId);
    this.release();
  }

  /** Queued tiles that became visible go now; hidden ones once no visible tile waits for its answer. */
  private release(): void {
    const busy = [...this.tileTimings.values()].some(
      (t) => this.visible.has(t.tileId) && t.answeredAt === null && t.error === null,
    );
    const go = this.hiddenQueue.filter((q) => !busy || this.visible.has(q.tileId));
    this.hiddenQueue = this.hiddenQueue.filter((q) => !go.includes(q));
    for (const q of go) q.go();
  }

  markRendered(tileId: string): void {
    const t = this.tileTimings.get(tileId);
    if (t) t.renderedAt = performance.now();
    this.emit();
  }

  setDataMask(dataMask: Record<string, DataMask>, _metadata: DashboardMetadata): void {
    this.masks = dataMask;
  }

  timings(): TileTiming[] {
    return [...this.tileTimings.values()];
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  counts() {
    return { requests: this.sent, queries: this.sent, tileLoads: this.loads };
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}
