import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '../../shared/index.ts';
import { tileNames } from './dashboard-header-menu.tsx';

describe('tileNames', () => {
  it("names each chart tile by the layout's override, else the chart, else the saved name", () => {
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 1, sliceNameOverride: 'Mine' } },
      'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 2 } },
      'CHART-c': { id: 'CHART-c', type: 'CHART', children: [], meta: { chartId: 3, sliceName: 'Old name' } },
      'CHART-d': { id: 'CHART-d', type: 'CHART', children: [], meta: { chartId: 4 } },
      'MARKDOWN-m': { id: 'MARKDOWN-m', type: 'MARKDOWN', children: [], meta: { code: 'x' } },
    } as unknown as DashboardLayout;
    const charts = { 1: { slice_name: 'One' }, 2: { slice_name: 'Two' } };
    expect(tileNames(layout, charts)).toEqual({ 'CHART-a': 'Mine', 'CHART-b': 'Two', 'CHART-c': 'Old name' });
  });
});
