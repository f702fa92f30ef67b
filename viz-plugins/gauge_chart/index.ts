import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Gauge/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'gauge_chart',
    name: 'Gauge Chart',
    category: 'KPI',
    tags: ['Multi-Variables', 'Business', 'Comparison', 'ECharts', 'Report'],
    description:
      'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
    thumbnail: '/static/viz/gauge_chart/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
