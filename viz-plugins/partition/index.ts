import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's legacy-plugin-chart-partition/src/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'partition',
    name: 'Partition Chart',
    category: 'Part of a Whole',
    tags: ['Categorical', 'Comparison', 'Proportional'],
    description: 'Compare the same summarized metric across multiple groups.',
    thumbnail: '/static/viz/partition/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
