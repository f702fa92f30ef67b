// The dashboard page's client events (reference §13; Superset's LOG_ACTIONS_*): `mount_dashboard`
// once the dashboard has loaded, `render_chart` per tile as it draws (with the planner's timings)
// and `force_refresh_chart` / `force_refresh_dashboard`. Each carries `source: 'dashboard'` and
// `source_id`, which the log stores as the row's dashboard_id (recent activity reads it).
import { useEffect } from 'react';
import { logEvent } from '../../../../web/app/event-log.ts';
import type { IQueryPlanner, TileTiming } from '../planner/query-planner-types.ts';

export type LogFn = (eventName: string, payload: Record<string, unknown>) => void;

const source = (dashboardId: number) => ({ source: 'dashboard', source_id: dashboardId, dashboard_id: dashboardId });

/** The `render_chart` payload of one drawn tile: when it asked, how long it waited, queried and drew. */
export function renderChartPayload(dashboardId: number, x: TileTiming, vizType?: string): Record<string, unknown> {
  const answered = x.answeredAt ?? x.renderedAt ?? x.requestedAt;
  return {
    ...source(dashboardId),
    event_type: 'timing',
    slice_id: x.chartId,
    tile_id: x.tileId,
    viz_type: vizType,
    has_err: Boolean(x.error),
    error_details: x.error ?? undefined,
    start_offset: Math.round(x.requestedAt),
    duration: Math.round((x.renderedAt ?? answered) - x.requestedAt),
    wait_ms: x.startedAt === null ? null : Math.round(x.startedAt - x.requestedAt),
    query_ms: x.startedAt === null || x.answeredAt === null ? null : Math.round(x.answeredAt - x.startedAt),
    render_ms: x.renderedAt === null || x.answeredAt === null ? null : Math.round(x.renderedAt - x.answeredAt),
    is_cached: x.cache === null ? null : x.cache === 'hit',
    bytes: x.bytes,
    deduplicated: x.deduplicated,
  };
}

/**
 * The tiles that drew (or failed) since `seen` was last updated: each draw of a tile is one
 * event, a refresh that draws it again is another. `seen` (tile → the draw logged) is updated.
 */
export function newlyDrawn(seen: Map<string, number>, timings: readonly TileTiming[]): TileTiming[] {
  const out: TileTiming[] = [];
  for (const x of timings) {
    const at = x.renderedAt ?? (x.error ? (x.answeredAt ?? x.requestedAt) : null);
    if (at === null || seen.get(x.tileId) === at) continue;
    seen.set(x.tileId, at);
    out.push(x);
  }
  return out;
}

export function logMountDashboard(
  dashboardId: number,
  info: { editMode: boolean; published: boolean; empty: boolean; mountMs: number },
  log: LogFn = logEvent,
): void {
  log('mount_dashboard', {
    ...source(dashboardId),
    event_type: 'user',
    is_soft_navigation: false,
    is_edit_mode: info.editMode,
    is_published: info.published,
    is_empty: info.empty,
    mount_duration: Math.round(info.mountMs),
  });
}

export function logForceRefresh(dashboardId: number, chartId: number | null, log: LogFn = logEvent): void {
  if (chartId === null) log('force_refresh_dashboard', { ...source(dashboardId), event_type: 'user' });
  else log('force_refresh_chart', { ...source(dashboardId), event_type: 'user', slice_id: chartId });
}

/** Logs `render_chart` for every tile the planner sees drawn, while the page shows the dashboard. */
export function useRenderChartEvents(
  planner: IQueryPlanner | null,
  dashboardId: number | null,
  vizTypeOf: (chartId: number) => string | undefined,
  log: LogFn = logEvent,
): void {
  useEffect(() => {
    if (!planner || dashboardId === null) return;
    const seen = new Map<string, number>();
    const report = () => {
      for (const x of newlyDrawn(seen, planner.timings()))
        log('render_chart', renderChartPayload(dashboardId, x, vizTypeOf(x.chartId)));
    };
    report();
    return planner.subscribe(report);
    // vizTypeOf reads the model's current charts; a new function each render must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planner, dashboardId, log]);
}
