import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts Timeseries (Line Chart): the shared implementation is core/viz/timeseries.
export default defineVizPlugin({
  metadata: {
    vizType: 'echarts_timeseries_line',
    name: 'Line Chart',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Popular'],
    description:
      'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments. It is a basic type of chart common in many fields.',
    thumbnail: '/static/viz/echarts_timeseries_line/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
    // Big series reach uPlot as the Arrow answer's typed columns (core/viz/timeseries/large-series.ts).
    columnarAnswer: true,
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
