import { defineVizPlugin } from '../../core/viz/index.ts';
import type { TimeTableFormData, TimeTableRenderProps } from './types.ts';

// Metadata as Superset's legacy-plugin-chart-time-table declares it.
export default defineVizPlugin<TimeTableFormData, TimeTableRenderProps>({
  metadata: {
    vizType: 'time_table',
    name: 'Time-series Table',
    category: 'Table',
    tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Description', 'Trend'],
    description: 'Compare multiple time series charts (as sparklines) and related metrics quickly. ',
    thumbnail: '/static/viz/time_table/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
