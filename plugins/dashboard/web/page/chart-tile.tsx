import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartDataResult, ChartHooks, QueryFormData } from '../../../../core/viz/index.ts';
import { t } from '../../../../web/i18n/t.ts';
import { hasNoRows } from '../../../../web/viz/chart-data.ts';
import { ChartHost } from '../../../../web/viz/chart-host.tsx';
import type { LayoutComponent } from '../../shared/index.ts';
import { useDashboardView } from './dashboard-view-context.ts';
import { unitHeight } from './grid-geometry.ts';
import { chartErrorMessage } from './tile-actions.ts';
import { TileMenu } from './tile-menu.tsx';

/** The title bar's height inside a tile (the chart gets the rest of `meta.height`). */
const TILE_HEADER = 36;
const TILE_PADDING = 12;
/** How long an off-screen tile holds an answer back while a tile in view has not said it drew. */
const DRAW_ANYWAY_MS = 3000;

type TileData =
  { status: 'loading' } | { status: 'loaded'; queriesData: ChartDataResult[] } | { status: 'failed'; message: string };

/**
 * A chart on the dashboard: its title (the layout's sliceNameOverride wins), the tile menu and the
 * chart drawn by ChartHost from what the planner answers. The tile tells the planner when it
 * scrolls in or out of view and when the chart has drawn.
 */
export function ChartTile({ component, width }: { component: LayoutComponent; width: number }) {
  const { model, hideChartControls } = useDashboardView();
  const planner = model.planner;
  const snap = useSnapshot(model.state);
  const tileId = component.id;
  const chartId = Number(component.meta?.chartId);
  const chart = snap.charts[chartId];
  const ref = useRef<HTMLDivElement>(null);
  const full = snap.fullSizeChartId === chartId;
  const height = unitHeight(component.meta?.height);
  const title = String(component.meta?.sliceNameOverride || chart?.slice_name || component.meta?.sliceName || '');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      planner.setVisible(tileId, true);
      return () => planner.setVisible(tileId, false);
    }
    // Known at once (the observer reports later): a tile drawn in the window asks as a visible one.
    const box = el.getBoundingClientRect();
    planner.setVisible(tileId, box.bottom > 0 && box.top < window.innerHeight);
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) planner.setVisible(tileId, e.isIntersecting);
    });
    io.observe(el);
    return () => {
      io.disconnect();
      planner.setVisible(tileId, false);
    };
  }, [planner, tileId]);

  const dashboardId = snap.dashboard?.id;
  const formData = useMemo<QueryFormData | null>(
    () =>
      chart
        ? { ...(chart.form_data as QueryFormData), slice_id: chartId, dashboard_id: dashboardId, dashboardId }
        : null,
    [chart, chartId, dashboardId],
  );
  const refreshes = snap.tileRefresh[tileId] ?? 0;
  const maskKey = JSON.stringify(snap.dataMask);
  const widthRef = useRef(width);
  useEffect(() => {
    widthRef.current = width;
  }, [width]);
  const [data, setData] = useState<{ key: string; state: TileData } | null>(null);
  const key = `${JSON.stringify(formData)}|${maskKey}|${refreshes}`;
  useEffect(() => {
    if (!formData) return;
    const controller = new AbortController();
    const datasource = String(formData.datasource ?? '');
    planner
      .load(
        {
          tileId,
          chartId,
          formData,
          databaseId: model.state.databases[datasource] ?? null,
          width: widthRef.current,
          force: refreshes > 0,
        },
        controller.signal,
      )
      .then(
        (queriesData) => setData({ key, state: { status: 'loaded', queriesData } }),
        (err: unknown) => {
          if (!controller.signal.aborted)
            setData({ key, state: { status: 'failed', message: chartErrorMessage(err) } });
        },
      );
    return () => controller.abort();
  }, [planner, model, tileId, chartId, formData, refreshes, key]);
  const state: TileData = data?.key === key ? data.state : { status: 'loading' };
  // An off-screen tile keeps its answer until the tiles in view have drawn (planner.mayDraw), or
  // DRAW_ANYWAY_MS after it arrived should one of those never say it drew.
  const subscribe = useMemo(() => (listener: () => void) => planner.subscribe(listener), [planner]);
  const plannerSaysDraw = useSyncExternalStore(subscribe, () => planner.mayDraw(tileId));
  const [waitedEnough, setWaitedEnough] = useState<unknown>(null);
  const answered = state.status === 'loaded' ? state.queriesData : null;
  useEffect(() => {
    if (!answered || plannerSaysDraw) return;
    const id = setTimeout(() => setWaitedEnough(answered), DRAW_ANYWAY_MS);
    return () => clearTimeout(id);
  }, [answered, plannerSaysDraw]);
  const queriesData = answered && (plannerSaysDraw || waitedEnough === answered) ? answered : null;

  // The first query's error, as Superset shows it (status 'failed' inside a 200 answer).
  const queryError = queriesData?.find((q) => q.error)?.error;
  // A drawn chart tells the planner through onRenderSuccess (below); a message is drawn in a frame.
  const showsMessage = state.status === 'failed' || !!queryError || (!!queriesData && hasNoRows(queriesData));
  useEffect(() => {
    if (!showsMessage) return;
    let id = requestAnimationFrame(() => (id = requestAnimationFrame(() => planner.markRendered(tileId))));
    return () => cancelAnimationFrame(id);
  }, [showsMessage, data, planner, tileId]);

  const hooks = useMemo<Partial<ChartHooks>>(
    () => ({
      setDataMask: (mask) => model.setDataMask(String(chartId), mask),
      onRenderSuccess: () => planner.markRendered(tileId),
      onRenderFailure: () => planner.markRendered(tileId),
    }),
    [model, chartId, planner, tileId],
  );
  let body;
  if (!chart)
    body = (
      <div className="dash-tile__message dash-tile__message--error" role="alert">
        {t('There is no chart definition associated with this component, could it have been deleted?')}
      </div>
    );
  else if (state.status === 'failed' || queryError)
    body = (
      <div className="dash-tile__message dash-tile__message--error" role="alert">
        {state.status === 'failed' ? state.message : String(queryError)}
      </div>
    );
  else if (!queriesData)
    body = (
      <div className="dash-tile__message" aria-busy="true">
        <span className="dash-tile__spinner" aria-hidden="true" />
        {t('Loading…')}
      </div>
    );
  else
    body = (
      <ChartHost
        vizType={String(formData!.viz_type)}
        formData={formData!}
        queriesData={queriesData}
        hooks={hooks}
        height="100%"
      />
    );

  return (
    <div
      ref={ref}
      className={full ? 'dash-card dash-tile dash-tile--full' : 'dash-card dash-tile'}
      style={full ? undefined : { width, height }}
      data-test="dashboard-component-chart-holder"
      data-test-chart-id={chartId}
      data-layout-id={tileId}
      data-tile-status={chart ? state.status : 'missing'}
    >
      <div className="dash-tile__header" style={{ height: TILE_HEADER }}>
        <span className="header-title" title={title}>
          {title}
        </span>
        {chart && formData && !hideChartControls && (
          <TileMenu
            tileId={tileId}
            chartId={chartId}
            title={title}
            formData={formData}
            tileRef={ref}
            queriesData={queriesData}
          />
        )}
      </div>
      <div className="dash-tile__chart" style={full ? undefined : { height: height - TILE_HEADER - TILE_PADDING }}>
        {body}
      </div>
    </div>
  );
}
