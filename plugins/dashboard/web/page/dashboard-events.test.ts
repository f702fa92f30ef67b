import { describe, expect, it, vi } from 'vitest';
import type { TileTiming } from '../planner/query-planner-types.ts';
import { logForceRefresh, logMountDashboard, newlyDrawn, renderChartPayload } from './dashboard-events.ts';

const timing = (over: Partial<TileTiming> = {}): TileTiming => ({
  tileId: 'CHART-a',
  chartId: 3,
  requestedAt: 100,
  startedAt: 120,
  answeredAt: 300,
  renderedAt: 340,
  cache: 'miss',
  bytes: 2048,
  deduplicated: false,
  error: null,
  ...over,
});

describe('render_chart', () => {
  it("carries the planner's wait, query and draw times", () => {
    expect(renderChartPayload(12, timing(), 'pie')).toMatchObject({
      source: 'dashboard',
      source_id: 12,
      slice_id: 3,
      viz_type: 'pie',
      start_offset: 100,
      duration: 240,
      wait_ms: 20,
      query_ms: 180,
      render_ms: 40,
      is_cached: false,
      bytes: 2048,
      has_err: false,
    });
  });

  it('reports each draw once, a redraw again, and failures too', () => {
    const seen = new Map<string, number>();
    const waiting = timing({ tileId: 'CHART-b', renderedAt: null, answeredAt: null });
    expect(newlyDrawn(seen, [timing(), waiting]).map((x) => x.tileId)).toEqual(['CHART-a']);
    expect(newlyDrawn(seen, [timing(), waiting])).toEqual([]);
    const failed = timing({ tileId: 'CHART-b', renderedAt: null, answeredAt: 500, error: 'boom' });
    expect(newlyDrawn(seen, [timing(), failed]).map((x) => x.tileId)).toEqual(['CHART-b']);
    expect(renderChartPayload(1, failed)).toMatchObject({ has_err: true, error_details: 'boom', render_ms: null });
    expect(newlyDrawn(seen, [timing({ requestedAt: 900, renderedAt: 1000 })]).map((x) => x.tileId)).toEqual([
      'CHART-a',
    ]);
  });
});

describe('mount and refresh', () => {
  it('names the dashboard as the source', () => {
    const log = vi.fn();
    logMountDashboard(12, { editMode: false, published: true, empty: false, mountMs: 812.4 }, log);
    logForceRefresh(12, 5, log);
    logForceRefresh(12, null, log);
    expect(log.mock.calls).toEqual([
      [
        'mount_dashboard',
        expect.objectContaining({ source: 'dashboard', source_id: 12, mount_duration: 812, is_edit_mode: false }),
      ],
      ['force_refresh_chart', expect.objectContaining({ source_id: 12, slice_id: 5 })],
      ['force_refresh_dashboard', expect.objectContaining({ source_id: 12 })],
    ]);
  });
});
