import type { ApiClient } from '../../harness/api-client.ts';

/**
 * A layout and metadata in the shape of a Superset 4.x dashboard export (reference §14.5: the
 * `position` and `metadata` mappings), with two charts in a row under tabs, a header and markdown.
 * Keys are in Superset's export order, not sorted, so a byte-for-byte round trip is meaningful.
 */
export function supersetExportLayout(a: number, b: number, uuidA = 'u-a', uuidB = 'u-b'): Record<string, unknown> {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['TABS-97PVJa11D_'], id: 'ROOT_ID', type: 'ROOT' },
    GRID_ID: { children: [], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: 'Sales Dashboard' }, type: 'HEADER' },
    'TABS-97PVJa11D_': {
      children: ['TAB-2_QXp8aNq', 'TAB-BwxuO0kDv'],
      id: 'TABS-97PVJa11D_',
      meta: {},
      parents: ['ROOT_ID'],
      type: 'TABS',
    },
    'TAB-2_QXp8aNq': {
      children: ['HEADER-Xk1', 'ROW-fjg6YQBkH'],
      id: 'TAB-2_QXp8aNq',
      meta: { defaultText: 'Tab title', placeholder: 'Tab title', text: 'Overview' },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_'],
      type: 'TAB',
    },
    'TAB-BwxuO0kDv': {
      children: ['ROW-8ybd2Y8bn'],
      id: 'TAB-BwxuO0kDv',
      meta: { defaultText: 'Tab title', placeholder: 'Tab title', text: 'Notes' },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_'],
      type: 'TAB',
    },
    'HEADER-Xk1': {
      children: [],
      id: 'HEADER-Xk1',
      meta: { background: 'BACKGROUND_TRANSPARENT', headerSize: 'MEDIUM_HEADER', text: 'Orders' },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_', 'TAB-2_QXp8aNq'],
      type: 'HEADER',
    },
    'ROW-fjg6YQBkH': {
      children: ['CHART-7mKdnU7OUJ', 'CHART-xA9s2'],
      id: 'ROW-fjg6YQBkH',
      meta: { background: 'BACKGROUND_TRANSPARENT' },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_', 'TAB-2_QXp8aNq'],
      type: 'ROW',
    },
    'CHART-7mKdnU7OUJ': {
      children: [],
      id: 'CHART-7mKdnU7OUJ',
      meta: { chartId: a, height: 50, sliceName: 'Girls', uuid: uuidA, width: 4 },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_', 'TAB-2_QXp8aNq', 'ROW-fjg6YQBkH'],
      type: 'CHART',
    },
    'CHART-xA9s2': {
      children: [],
      id: 'CHART-xA9s2',
      meta: { chartId: b, height: 50, sliceName: 'Boys', sliceNameOverride: 'Lads', uuid: uuidB, width: 8 },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_', 'TAB-2_QXp8aNq', 'ROW-fjg6YQBkH'],
      type: 'CHART',
    },
    'ROW-8ybd2Y8bn': {
      children: ['MARKDOWN-m1'],
      id: 'ROW-8ybd2Y8bn',
      meta: { background: 'BACKGROUND_TRANSPARENT' },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_', 'TAB-BwxuO0kDv'],
      type: 'ROW',
    },
    'MARKDOWN-m1': {
      children: [],
      id: 'MARKDOWN-m1',
      meta: { code: '# Notes\n\nNumbers are **daily**.', height: 50, width: 4 },
      parents: ['ROOT_ID', 'TABS-97PVJa11D_', 'TAB-BwxuO0kDv', 'ROW-8ybd2Y8bn'],
      type: 'MARKDOWN',
    },
  };
}

/** Metadata as a Superset 4.1 export writes it (every key set_dash_metadata fills, plus filters). */
export function supersetExportMetadata(a: number, b: number): Record<string, unknown> {
  return {
    chart_configuration: {
      [String(a)]: { crossFilters: { chartsInScope: [b], scope: 'global' }, id: a },
    },
    global_chart_configuration: { chartsInScope: [a, b], scope: { excluded: [], rootPath: ['ROOT_ID'] } },
    color_scheme: 'supersetColors',
    refresh_frequency: 0,
    expanded_slices: {},
    label_colors: { boy: '#1FA8C9' },
    shared_label_colors: ['boy', 'girl'],
    map_label_colors: { boy: '#1FA8C9', girl: '#454E7C' },
    color_scheme_domain: ['#1FA8C9', '#454E7C'],
    timed_refresh_immune_slices: [],
    cross_filters_enabled: true,
    default_filters: '{}',
    filter_bar_orientation: 'VERTICAL',
    native_filter_configuration: [
      {
        id: 'NATIVE_FILTER-abc',
        name: 'Gender',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: { name: 'gender' } }],
        defaultDataMask: { extraFormData: {}, filterState: {} },
        cascadeParentIds: [],
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
        controlValues: { multiSelect: true },
        type: 'NATIVE_FILTER',
        description: '',
        chartsInScope: [a, b],
        tabsInScope: [],
      },
    ],
  };
}

export type Created = { id: number; result: Record<string, unknown> };
export type Shown = { id: number; result: Record<string, unknown> };
export type List = { count: number; ids: number[]; result: Record<string, unknown>[] };

/** Saves a chart on the dataset through the chart API and answers its id. */
export async function makeChart(client: ApiClient, datasetId: number, name: string): Promise<number> {
  const res = await client.post<Created>('/api/v1/chart/', {
    slice_name: name,
    viz_type: 'test_table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'test_table', metrics: ['count'] }),
  });
  if (res.status !== 201) throw new Error(`chart ${name}: ${res.status} ${res.text}`);
  return res.body.id;
}

export const rison = (text: string) => encodeURIComponent(text);
