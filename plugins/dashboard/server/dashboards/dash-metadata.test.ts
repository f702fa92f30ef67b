import { describe, expect, it } from 'vitest';
import { layoutChartIds, remapLayoutCharts, setDashMetadata, sortedCompactJson } from './dash-metadata.ts';

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-a', 'CHART-b'] },
  'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 1, width: 4, height: 50 } },
  'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 2, width: 4, height: 50 } },
};

describe('setDashMetadata', () => {
  it('takes membership and uuids from positions, stores them sorted and compact, drops positions', () => {
    const r = setDashMetadata({}, { positions: layout, color_scheme: 'x' }, new Map([[1, 'u1']]));
    expect(r.chartIds).toEqual([1]);
    const stored = JSON.parse(r.positionJson!) as Record<string, { meta?: { uuid?: unknown } }>;
    expect(stored['CHART-a']!.meta!.uuid).toBe('u1');
    expect(stored['CHART-b']!.meta!.uuid).toBeNull();
    expect(r.positionJson!.startsWith('{"CHART-a":')).toBe(true);
    expect(r.metadata).not.toHaveProperty('positions');
    expect(r.metadata.color_scheme).toBe('x');
    expect(r.metadata.cross_filters_enabled).toBe(true);
  });

  it('keeps legacy filter scopes of charts still there, and other keys as sent', () => {
    const r = setDashMetadata(
      { native_filter_configuration: [{ id: 'f' }] },
      {
        positions: layout,
        filter_scopes: { '1': {}, '9': {} },
        default_filters: '{"1": {}, "9": {}}',
        refresh_frequency: 60,
      },
      new Map([
        [1, 'u1'],
        [2, 'u2'],
      ]),
    );
    expect(r.metadata.filter_scopes).toEqual({ '1': {} });
    expect(JSON.parse(r.metadata.default_filters!)).toEqual({ '1': {} });
    expect(r.metadata.refresh_frequency).toBe(60);
    expect(r.metadata.native_filter_configuration).toEqual([{ id: 'f' }]);
  });

  it('without positions leaves the layout and membership alone, and fills defaults from the data', () => {
    const r = setDashMetadata(
      { refresh_frequency: 30, color_namespace: 'n' },
      { color_namespace: null as unknown as string },
      new Map(),
    );
    expect(r.positionJson).toBeUndefined();
    expect(r.chartIds).toBeUndefined();
    expect(r.metadata.refresh_frequency).toBe(0);
    expect(r.metadata).not.toHaveProperty('color_namespace');
  });
});

describe('layout helpers', () => {
  it('finds chart ids once each and remaps them', () => {
    expect(layoutChartIds(layout)).toEqual([1, 2]);
    const remapped = remapLayoutCharts(layout, new Map([[1, 10]]));
    expect(layoutChartIds(remapped)).toEqual([10, 2]);
    expect(layoutChartIds(layout)).toEqual([1, 2]);
  });

  it('writes JSON as Python sort_keys with compact separators', () => {
    expect(sortedCompactJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });
});
