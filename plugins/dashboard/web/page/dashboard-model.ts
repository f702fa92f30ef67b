// The dashboard page's state (spec §3 "Dashboard state"): one valtio model the view reads and edit
// mode (plugins/dashboard/web/edit/) drives through its methods.
import { proxy, ref } from 'valtio';
import { ApiError } from '../../../../web/api/api-error.ts';
import { t } from '../../../../web/i18n/t.ts';
import { type DashboardLayout, type DashboardMetadata, type DataMask } from '../../shared/index.ts';
import type { IQueryPlanner } from '../planner/query-planner-types.ts';
import { dashboardApi, type DashboardChart, type DashboardDataset, type DashboardInfo } from './dashboard-api.ts';
import { parseLayout } from './parse-layout.ts';
import { parseMetadata } from './parse-metadata.ts';
import { refreshDelays, tilesToRefresh } from './refresh-schedule.ts';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface DashboardState {
  status: LoadStatus;
  error: string | null;
  errorStatus: number | null;
  dashboard: DashboardInfo | null;
  charts: Record<number, DashboardChart>;
  /** Database id of each chart's dataset (`<id>__table` → database), for the planner's cap. */
  databases: Record<string, number>;
  layout: DashboardLayout;
  metadata: DashboardMetadata;
  css: string;
  title: string;
  isStarred: boolean;
  isPublished: boolean;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  fullSizeChartId: number | null;
  /** The TAB ids shown, one per TABS on the path drawn (spec §2 "the list of active tabs"). */
  activeTabs: string[];
  /** Native filter and cross-filter masks by filter/chart id; handed to the planner. */
  dataMask: Record<string, DataMask>;
  refreshFrequency: number;
  /** Per tile: bumps on each refresh of it (the tile menu's Force refresh, the dashboard's). */
  tileRefresh: Record<string, number>;
}

export class DashboardModel {
  readonly state: DashboardState;
  private readonly timers: ReturnType<typeof setTimeout>[] = [];

  private current: IQueryPlanner | null = null;

  /**
   * `createPlanner` makes the dashboard's one planner once its id is known (at load). A read-only
   * model (an embedded dashboard's guest) neither reads nor writes favourites, publication or
   * metadata. `onCharts` hears of the charts as soon as they arrive, before the grid renders (the
   * page starts loading their viz plugins).
   */
  constructor(
    private readonly createPlanner: (dashboardId: number) => IQueryPlanner,
    private readonly opts: { readOnly?: boolean; onCharts?: (charts: readonly DashboardChart[]) => void } = {},
  ) {
    this.state = proxy<DashboardState>({
      status: 'loading',
      error: null,
      errorStatus: null,
      dashboard: null,
      charts: {},
      databases: {},
      layout: parseLayout(null, []),
      metadata: {},
      css: '',
      title: '',
      isStarred: false,
      isPublished: false,
      editMode: false,
      hasUnsavedChanges: false,
      fullSizeChartId: null,
      activeTabs: [],
      dataMask: {},
      refreshFrequency: 0,
      tileRefresh: {},
    });
  }

  /** The dashboard's planner: every tile's data comes through it. */
  get planner(): IQueryPlanner {
    if (!this.current) throw new Error('The dashboard has not loaded yet');
    return this.current;
  }

  /** Reads the dashboard, its charts and datasets; the layout gets the charts it misses. */
  async load(idOrSlug: string, activeTabs: string[] = []): Promise<void> {
    const s = this.state;
    s.status = 'loading';
    try {
      const [dashboard, charts, datasets] = await Promise.all([
        dashboardApi.get(idOrSlug),
        dashboardApi.charts(idOrSlug),
        dashboardApi.datasets(idOrSlug).catch(() => [] as DashboardDataset[]),
      ]);
      this.opts.onCharts?.(charts);
      if (s.dashboard?.id !== dashboard.id) this.current = this.createPlanner(dashboard.id);
      s.dashboard = dashboard;
      s.charts = Object.fromEntries(charts.map((c) => [c.id, ref(c)]));
      s.databases = Object.fromEntries(
        datasets
          .filter((d) => d.database?.id !== undefined)
          .map((d) => [`${d.id}__${d.type ?? 'table'}`, d.database!.id]),
      );
      s.title = dashboard.dashboard_title;
      s.css = dashboard.css ?? '';
      s.isPublished = dashboard.published;
      s.metadata = parseMetadata(dashboard.json_metadata);
      s.refreshFrequency = Number(s.metadata.refresh_frequency) || 0;
      s.layout = parseLayout(dashboard.position_json, charts, dashboard.dashboard_title);
      s.activeTabs = activeTabs.filter((id) => s.layout[id]?.type === 'TAB');
      this.planner.setDataMask(s.dataMask, s.metadata);
      s.status = 'ready';
      s.error = null;
      if (!this.opts.readOnly)
        void dashboardApi.favoriteStatus(dashboard.id).then(
          (on) => (s.isStarred = on),
          () => {},
        );
    } catch (err) {
      s.status = 'failed';
      s.errorStatus = err instanceof ApiError ? err.status : null;
      s.error = err instanceof Error ? err.message : String(err);
    }
  }

  /** Shows `tabId` of its TABS: the other tabs of that TABS (and what they hold) leave activeTabs. */
  selectTab(tabsId: string, tabId: string): void {
    const tabs = this.state.layout[tabsId];
    if (!tabs) return;
    const siblings = new Set(tabs.children);
    this.state.activeTabs = [...this.state.activeTabs.filter((id) => !siblings.has(id)), tabId];
  }

  setFullSizeChart(chartId: number | null): void {
    this.state.fullSizeChartId = chartId;
  }

  setEditMode(on: boolean): void {
    this.state.editMode = on;
  }

  /** Edit mode's way in: a new layout marks the dashboard as changed. */
  setLayout(layout: DashboardLayout): void {
    this.state.layout = layout;
    this.state.hasUnsavedChanges = true;
  }

  setUnsavedChanges(on: boolean): void {
    this.state.hasUnsavedChanges = on;
  }

  setTitle(title: string): void {
    this.state.title = title;
    this.state.hasUnsavedChanges = true;
  }

  setCss(css: string): void {
    this.state.css = css;
    this.state.hasUnsavedChanges = true;
  }

  setMetadata(metadata: DashboardMetadata): void {
    this.state.metadata = metadata;
    this.current?.setDataMask(this.state.dataMask, metadata);
  }

  /** A filter's or chart's data mask; every tile reloads with the new extra_form_data. */
  setDataMask(id: string, mask: DataMask | null): void {
    const next = { ...this.state.dataMask };
    if (mask) next[id] = mask;
    else delete next[id];
    this.state.dataMask = next;
    this.current?.setDataMask(next, this.state.metadata);
  }

  /**
   * Every tile reloads bypassing the cache. A timed refresh (every `refresh_frequency` s) skips
   * `timed_refresh_immune_slices` and, with `stagger_refresh`, spreads the reloads (spec §9).
   */
  refreshDashboard(timed = false): void {
    const s = this.state;
    const tiles = tilesToRefresh(s.layout, s.metadata, timed);
    const delays = refreshDelays(tiles.length, timed ? s.refreshFrequency * 1000 * 0.2 : 0, s.metadata);
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
    tiles.forEach((tileId, i) => {
      if (delays[i] === 0) this.refreshTile(tileId);
      else this.timers.push(setTimeout(() => this.refreshTile(tileId), delays[i]));
    });
  }

  /** Stops pending staggered reloads (the page is left). */
  dispose(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }

  refreshTile(tileId: string): void {
    this.state.tileRefresh[tileId] = (this.state.tileRefresh[tileId] ?? 0) + 1;
  }

  /** The header's "Set auto-refresh interval": kept in the metadata; saved for editors. */
  async setRefreshFrequency(seconds: number, persist: boolean): Promise<void> {
    this.state.refreshFrequency = seconds;
    this.state.metadata = { ...this.state.metadata, refresh_frequency: seconds };
    const d = this.state.dashboard;
    if (persist && d && !this.opts.readOnly) await dashboardApi.saveMetadata(d.id, JSON.stringify(this.state.metadata));
  }

  async toggleFavorite(): Promise<void> {
    const d = this.state.dashboard;
    if (!d || this.opts.readOnly) return;
    const on = !this.state.isStarred;
    this.state.isStarred = on;
    try {
      await dashboardApi.setFavorite(d.id, on);
    } catch (err) {
      this.state.isStarred = !on;
      throw err;
    }
  }

  /** Publish or unpublish; a failure reads spec §8's message. */
  async togglePublished(): Promise<void> {
    const d = this.state.dashboard;
    if (!d || this.opts.readOnly) return;
    const next = !this.state.isPublished;
    try {
      await dashboardApi.setPublished(d.id, next);
      this.state.isPublished = next;
    } catch {
      throw new Error(t('You do not have permissions to edit this dashboard.'));
    }
  }

  /** The address the dashboard is known by: its slug when it has one, else its id (spec §2). */
  canonicalPath(): string | null {
    const d = this.state.dashboard;
    return d ? `/superset/dashboard/${encodeURIComponent(d.slug || String(d.id))}/` : null;
  }
}
