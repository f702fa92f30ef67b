import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Tree/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'tree_chart',
    name: 'Tree Chart',
    category: 'Part of a Whole',
    tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural', 'Featured'],
    description: 'Visualize multiple levels of hierarchy using a familiar tree-like structure.',
    thumbnail: '/static/viz/tree_chart/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
