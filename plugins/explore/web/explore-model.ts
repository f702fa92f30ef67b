import { proxy, ref } from 'valtio';
import type { ControlConfig, ControlPanelConfig } from '../../../core/viz/controls/control-panel.ts';
import { applyControlDefaults, panelControls } from '../../../core/viz/controls/shared-controls.ts';
import { validateControl } from '../../../core/viz/controls/validators.ts';
import type { ChartDataResult, QueryContext, QueryFormData } from '../../../core/viz/query/query-types.ts';
import { ApiError } from '../../../web/api/api-error.ts';
import { api } from '../../../web/api/client.ts';
import { logEvent } from '../../../web/app/event-log.ts';
import { addDangerToast } from '../../../web/toasts/toast-store.ts';
import { fetchChartData } from '../../../web/viz/chart-data.ts';
import { loadViz } from '../../../web/viz/viz-loader.ts';
import type { IVizRegistry } from '../../../web/viz/viz-registry.ts';
import { t } from '../../../web/i18n/t.ts';
import { fetchBootstrap, storeFormData } from './explore-api.ts';
import type { ChartStatus, ExploreDataset, ExploreSlice, ExploreUrlParams } from './explore-types.ts';
import { exploreUrl } from './explore-url.ts';
import { DEFAULT_VIZ_TYPE, defaultTemporalColumn, hydrateFormData, switchVizType } from './hydrate.ts';

/** The common chart types Explore offers as tiles (spec §2.6). */
export const COMMON_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
] as const;

export const STOPPED_MESSAGE = 'Updating chart was stopped';

export interface ExploreState {
  phase: 'loading' | 'ready' | 'missing' | 'error';
  /** The warning of spec §2.1 when there is no dataset, or the load's error. */
  notice: { title: string; text: string; swap: boolean } | null;
  formData: QueryFormData;
  dataset: ExploreDataset | null;
  slice: ExploreSlice | null;
  panel: ControlPanelConfig | null;
  chart: {
    status: ChartStatus;
    alert: string | null;
    queriesData: ChartDataResult[] | null;
    /** The form_data of the last query: the chart draws it (render-trigger controls apply at once). */
    latestQueryFormData: QueryFormData | null;
    queryContext: QueryContext | null;
    startTime: number | null;
    endTime: number | null;
  };
  /** Controls changed since the last query (the 'Update chart' button asks to be pressed). */
  stale: boolean;
  formDataKey: string | null;
  standalone: boolean;
  /** The saved chart is a favourite of the user (spec §7.3). */
  starred: boolean;
}

const emptyChart = (): ExploreState['chart'] => ({
  status: '',
  alert: null,
  queriesData: null,
  latestQueryFormData: null,
  queryContext: null,
  startTime: null,
  endTime: null,
});

/** Explore's one model (ARCHITECTURE §7): the components read its state, only these methods write it. */
export function createExploreModel(registry: IVizRegistry, opts: { navigate?: (url: string) => void } = {}) {
  const state = proxy<ExploreState>({
    phase: 'loading',
    notice: null,
    formData: { datasource: '', viz_type: DEFAULT_VIZ_TYPE },
    dataset: null,
    slice: null,
    panel: null,
    chart: emptyChart(),
    stale: false,
    formDataKey: null,
    standalone: false,
    starred: false,
  });
  const tabId = Math.floor(Math.random() * 1_000_000) + 1;
  let controller: AbortController | null = null;
  let panelSeq = 0;
  /** The form data each chart type had when the user switched away from it (spec §4.10). */
  const remembered = new Map<string, QueryFormData>();

  function defaultVizType(): string {
    if (registry.has(DEFAULT_VIZ_TYPE)) return DEFAULT_VIZ_TYPE;
    return COMMON_VIZ_TYPES.find((v) => registry.has(v)) ?? registry.list()[0]?.key ?? DEFAULT_VIZ_TYPE;
  }

  async function loadPanel(vizType: string): Promise<ControlPanelConfig | null> {
    const plugin = registry.get(vizType);
    if (!plugin) return null;
    return (await plugin.controlPanel()).default;
  }

  /** Opens what the URL names (spec §4.1): the chart, the cached form data or the dataset. */
  async function load(params: ExploreUrlParams): Promise<void> {
    abort();
    Object.assign(state, { phase: 'loading', notice: null, chart: emptyChart(), stale: false });
    state.standalone = params.standalone;
    state.formDataKey = params.formDataKey;
    try {
      const boot =
        params.sliceId || params.datasourceId || params.formDataKey || params.permalinkKey
          ? await fetchBootstrap(params)
          : null;
      if (!boot?.dataset) {
        state.phase = 'missing';
        state.notice =
          !params.sliceId && !params.datasourceId
            ? {
                title: t('Missing URL parameters'),
                text: t('The URL is missing the dataset_id or slice_id parameters.'),
                swap: false,
              }
            : {
                title: t('Missing dataset'),
                text: t('The dataset linked to this chart may have been deleted.'),
                swap: true,
              };
        return;
      }
      // A form_data={…} link's controls win over what the chart or dataset brings, as in Superset.
      const saved = params.formData
        ? ({ ...(boot.formData ?? {}), ...params.formData } as Partial<QueryFormData>)
        : boot.formData;
      const formData = hydrateFormData(boot.dataset, saved, params.vizType, defaultVizType());
      const panel = await loadPanel(formData.viz_type);
      state.dataset = boot.dataset;
      state.slice = boot.slice;
      state.panel = panel ? ref(panel) : null;
      state.formData = panel ? withDefaults(panel, formData, boot.dataset) : formData;
      state.phase = 'ready';
      const sliceId = boot.slice?.slice_id;
      logEvent('mount_explorer', { source: 'explore', ...(sliceId ? { source_id: sliceId, slice_id: sliceId } : {}) });
      void loadStarred();
      // A saved chart, a cached state or a form_data link draws at once; a new chart waits for its controls.
      const opened = params.sliceId || params.formDataKey || params.permalinkKey || params.formData;
      if (opened && Object.keys(validationErrors()).length === 0) void runQuery();
    } catch (err) {
      state.phase = 'error';
      state.notice = { title: t('Unexpected error'), text: messageOf(err), swap: false };
    }
  }

  function withDefaults(panel: ControlPanelConfig, fd: QueryFormData, dataset: ExploreDataset | null): QueryFormData {
    const out = applyControlDefaults(panel, fd);
    for (const c of panelControls(panel)) {
      if (c.temporalDefault && out[c.name] === undefined && dataset) {
        const col = defaultTemporalColumn(dataset);
        if (col) out[c.name] = col;
      }
    }
    return out;
  }

  /** Sets one control (spec §4.7); a render-trigger control redraws at once, others make the chart stale. */
  function setControl(name: string, value: unknown): void {
    state.formData = { ...state.formData, [name]: value };
    const control = controlByName(name);
    if (!control?.renderTrigger) state.stale = true;
    // Controls hidden by this change reset to their default (unless resetOnHide is false).
    if (state.panel) {
      for (const c of panelControls(state.panel)) {
        if (c.visibility && c.resetOnHide !== false && !c.visibility({ formData: state.formData })) {
          if (state.formData[c.name] !== c.default && c.default !== undefined)
            state.formData = { ...state.formData, [c.name]: c.default };
        }
      }
    }
    if (name === 'adhoc_filters' && Array.isArray(value)) {
      const temporal = (value as { operator?: string; comparator?: unknown }[]).find(
        (f) => f.operator === 'TEMPORAL_RANGE',
      );
      if (temporal && typeof temporal.comparator === 'string') state.formData.time_range = temporal.comparator;
    }
  }

  function controlByName(name: string): ControlConfig | undefined {
    return state.panel ? panelControls(state.panel).find((c) => c.name === name) : undefined;
  }

  /**
   * The validation messages of every visible control, by control name (spec §5.1). Components pass
   * their snapshot's form_data so that what the validators read is tracked for re-rendering.
   */
  function validationErrors(formData: QueryFormData = state.formData): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    if (!state.panel) return out;
    for (const c of panelControls(state.panel)) {
      if (c.visibility && !c.visibility({ formData })) continue;
      const errors = validateControl(formData[c.name], c.validators, formData);
      if (errors.length) out[c.name] = errors;
    }
    return out;
  }

  /** Picks another chart type (spec §4.10) and draws it. */
  async function setVizType(vizType: string): Promise<void> {
    const seq = ++panelSeq;
    const panel = await loadPanel(vizType);
    if (seq !== panelSeq) return;
    const names = new Set(panel ? panelControls(panel).map((c) => c.name) : []);
    remembered.set(state.formData.viz_type, { ...state.formData });
    const switched = switchVizType(state.formData, vizType, names, remembered.get(vizType) ?? null);
    state.panel = panel ? ref(panel) : null;
    state.formData = panel ? withDefaults(panel, switched, state.dataset) : switched;
    if (Object.keys(validationErrors()).length === 0) await runQuery();
    else state.stale = true;
  }

  /** 'Update chart' (spec §4.2, §7.1): buildQuery, POST /api/v1/chart/data, abortable. */
  async function runQuery(): Promise<void> {
    const plugin = registry.get(state.formData.viz_type);
    if (!plugin) return;
    abort();
    const own = new AbortController();
    controller = own;
    const formData = JSON.parse(JSON.stringify(state.formData)) as QueryFormData;
    state.chart.status = 'loading';
    state.chart.alert = null;
    state.chart.startTime = Date.now();
    state.stale = false;
    try {
      const viz = await loadViz(plugin);
      const queryContext = viz.buildQuery(formData);
      state.chart.queryContext = ref(queryContext);
      const queriesData = await fetchChartData(queryContext, own.signal);
      if (own.signal.aborted) return;
      state.chart.queriesData = ref(queriesData);
      state.chart.latestQueryFormData = formData;
      state.chart.status = 'success';
      state.chart.endTime = Date.now();
      void persistFormData(formData);
    } catch (err) {
      if (own.signal.aborted) return;
      state.chart.status = 'failed';
      state.chart.alert = err instanceof TypeError ? t('Network error.') : messageOf(err);
      state.chart.queriesData = null;
      state.chart.latestQueryFormData = formData;
      state.chart.endTime = Date.now();
    } finally {
      if (controller === own) controller = null;
    }
  }

  function abort(): boolean {
    if (!controller) return false;
    controller.abort();
    controller = null;
    return true;
  }

  /** Stop (spec §4.2): aborts the running query; the chart shows 'Updating chart was stopped'. */
  function stop(): void {
    if (abort()) {
      state.chart.status = 'stopped';
      state.chart.alert = t(STOPPED_MESSAGE);
      state.chart.endTime = Date.now();
    }
  }

  function markRendered(): void {
    if (state.chart.status === 'success') state.chart.status = 'rendered';
  }

  function markRenderFailed(error: Error): void {
    state.chart.status = 'failed';
    state.chart.alert = t('An error occurred while rendering the visualization: %s', error.message);
  }

  /** Keeps the unsaved state under a form-data key in the URL (reference §9.2), so a reload reopens it. */
  async function persistFormData(formData: QueryFormData): Promise<void> {
    const dataset = state.dataset;
    if (!dataset) return;
    try {
      const key = await storeFormData(state.formDataKey, tabId, {
        datasource_id: dataset.id,
        datasource_type: dataset.type,
        form_data: JSON.stringify(formData),
        ...(state.slice ? { chart_id: state.slice.slice_id } : {}),
      });
      if (!key) return;
      state.formDataKey = key;
      const url = exploreUrl({ formDataKey: key, sliceId: state.slice?.slice_id });
      opts.navigate?.(url);
    } catch {
      // The chart is drawn; a cache that cannot store it only loses the reload.
    }
  }

  async function loadStarred(): Promise<void> {
    const id = state.slice?.slice_id;
    if (!id) return;
    try {
      const res = await api.get<{ result: { id: number; value: boolean }[] }>('/api/v1/chart/favorite_status/', [id]);
      state.starred = Boolean(res.result[0]?.value);
    } catch {
      state.starred = false;
    }
  }

  /** Stars or unstars the saved chart (spec §7.3); 'An error occurred while starring this chart' on failure. */
  async function toggleStar(): Promise<void> {
    const id = state.slice?.slice_id;
    if (!id) return;
    const next = !state.starred;
    try {
      if (next) await api.post(`/api/v1/chart/${id}/favorites/`);
      else await api.delete(`/api/v1/chart/${id}/favorites/`);
      state.starred = next;
    } catch {
      addDangerToast(t('An error occurred while starring this chart'));
    }
  }

  /** After a save: the chart is now this saved slice. */
  function setSlice(slice: ExploreSlice): void {
    state.slice = slice;
    state.formData = { ...state.formData, slice_id: slice.slice_id };
    state.formDataKey = null;
    opts.navigate?.(exploreUrl({ sliceId: slice.slice_id }));
    void loadStarred();
  }

  /** After Edit chart properties: the header shows the chart's name and description as saved. */
  async function reloadSlice(): Promise<void> {
    const id = state.slice?.slice_id;
    if (!id) return;
    try {
      const res = await api.get<{ result: { slice_name: string; description?: string | null } }>(`/api/v1/chart/${id}`);
      if (state.slice?.slice_id === id)
        state.slice = { ...state.slice, slice_name: res.result.slice_name, description: res.result.description };
    } catch {
      // The properties were saved; the header keeps the old name until the page is reopened.
    }
  }

  return {
    state,
    load,
    reloadSlice,
    setControl,
    setVizType,
    runQuery,
    stop,
    loadStarred,
    toggleStar,
    markRendered,
    markRenderFailed,
    validationErrors,
    controlByName,
    setSlice,
  };
}

export type ExploreModel = ReturnType<typeof createExploreModel>;

function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return err instanceof Error ? err.message : String(err);
}
