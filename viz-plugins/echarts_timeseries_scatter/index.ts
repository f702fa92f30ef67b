import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts Timeseries (Scatter Plot): the shared implementation is core/viz/timeseries.
export default defineVizPlugin({
  metadata: {
    vizType: 'echarts_timeseries_scatter',
    name: 'Scatter Plot',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Transformable', 'Scatter', 'Popular'],
    description:
      'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
    thumbnail: '/static/viz/echarts_timeseries_scatter/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
