import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's legacy-plugin-chart-parallel-coordinates/src/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'para',
    name: 'Parallel Coordinates',
    category: 'Ranking',
    tags: ['Directional', 'Legacy', 'Relational'],
    description:
      'Plots the individual metrics for each row in the data vertically and links them together as a line. This chart is useful for comparing multiple metrics across all of the samples or rows in the data.',
    thumbnail: '/static/viz/para/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
