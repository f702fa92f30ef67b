import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts Timeseries (Bar Chart): the shared implementation is core/viz/timeseries.
export default defineVizPlugin({
  metadata: {
    vizType: 'echarts_timeseries_bar',
    name: 'Bar Chart',
    category: 'Evolution',
    tags: [
      'ECharts',
      'Predictive',
      'Advanced-Analytics',
      'Time',
      'Transformable',
      'Stacked',
      'Vertical',
      'Bar',
      'Popular',
    ],
    description: 'Bar Charts are used to show metrics as a series of bars.',
    thumbnail: '/static/viz/echarts_timeseries_bar/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
