import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Histogram/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'histogram_v2',
    name: 'Histogram',
    category: 'Distribution',
    tags: ['Comparison', 'ECharts', 'Pattern', 'Range'],
    description:
      'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
    thumbnail: '/static/viz/histogram_v2/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
