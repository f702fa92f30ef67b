import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts Timeseries (Stepped Line): the shared implementation is core/viz/timeseries.
export default defineVizPlugin({
  metadata: {
    vizType: 'echarts_timeseries_step',
    name: 'Stepped Line',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Time', 'Transformable', 'Step'],
    description:
      'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
    thumbnail: '/static/viz/echarts_timeseries_step/thumbnail.png',
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
