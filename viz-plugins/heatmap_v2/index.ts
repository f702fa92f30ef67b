import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Heatmap/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'heatmap_v2',
    name: 'Heatmap',
    category: 'Correlation',
    tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
    description:
      'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
    thumbnail: '/static/viz/heatmap_v2/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
