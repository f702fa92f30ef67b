import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts Timeseries (Generic Chart): the shared implementation is core/viz/timeseries.
export default defineVizPlugin({
  metadata: {
    vizType: 'echarts_timeseries',
    name: 'Generic Chart',
    category: 'Evolution',
    tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Predictive', 'Time', 'Transformable'],
    description:
      'Swiss army knife for visualizing data. Choose between step, line, scatter, and bar charts. This viz type has many customization options as well.',
    thumbnail: '/static/viz/echarts_timeseries/thumbnail.png',
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
