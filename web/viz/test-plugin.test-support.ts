import { defineVizPlugin, type QueryFormData } from '../../core/viz/index.ts';

/** A tiny viz plugin for the loader's tests: one query, a chart that prints the row count. */
export function makeTestPlugin(vizType = 'test_rows', calls: string[] = []) {
  return defineVizPlugin<QueryFormData, { rows: number }>({
    metadata: {
      vizType,
      name: 'Test rows',
      category: 'Other',
      tags: [],
      description: 'Counts rows',
      thumbnail: '',
      behaviors: [],
      exampleGallery: [],
    },
    controlPanel: () => Promise.resolve({ default: { controlPanelSections: [] } as never }),
    buildQuery: () => {
      calls.push('buildQuery');
      return Promise.resolve({
        default: (formData: QueryFormData) => ({
          datasource: { id: 1, type: 'table' },
          force: false,
          queries: [{ columns: [], metrics: ['count'] }],
          form_data: formData,
          result_format: 'json',
          result_type: 'full',
        }),
      } as never);
    },
    transformProps: () => {
      calls.push('transformProps');
      return Promise.resolve({
        default: (p: { queriesData: { data: unknown[] }[] }) => ({ rows: p.queriesData[0]!.data.length }),
      } as never);
    },
    loadChart: () => {
      calls.push('loadChart');
      return Promise.resolve({ default: (() => null) as never });
    },
    serverRender: 'echarts',
  });
}
