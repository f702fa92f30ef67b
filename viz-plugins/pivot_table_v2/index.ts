import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';
import type { PivotRenderProps, PivotTableFormData } from './types.ts';

// Metadata as Superset's plugin-chart-pivot-table declares it.
export default defineVizPlugin<PivotTableFormData, PivotRenderProps>({
  metadata: {
    vizType: 'pivot_table_v2',
    name: 'Pivot Table',
    category: 'Table',
    tags: ['Additive', 'Report', 'Tabular', 'Featured'],
    description:
      'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
    thumbnail: '/static/viz/pivot_table_v2/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
