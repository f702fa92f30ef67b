import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's legacy-plugin-chart-calendar/src/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'cal_heatmap',
    name: 'Calendar Heatmap',
    category: 'Correlation',
    tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
    description:
      "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
    thumbnail: '/static/viz/cal_heatmap/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
