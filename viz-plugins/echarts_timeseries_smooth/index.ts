import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts Timeseries (Smooth Line): the shared implementation is core/viz/timeseries.
export default defineVizPlugin({
  metadata: {
    vizType: 'echarts_timeseries_smooth',
    name: 'Smooth Line',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Time', 'Transformable'],
    description:
      'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
    thumbnail: '/static/viz/echarts_timeseries_smooth/thumbnail.png',
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
