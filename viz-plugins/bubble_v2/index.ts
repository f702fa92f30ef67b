import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Bubble/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'bubble_v2',
    name: 'Bubble Chart',
    category: 'Correlation',
    tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Featured'],
    description:
      'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
    thumbnail: '/static/viz/bubble_v2/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
