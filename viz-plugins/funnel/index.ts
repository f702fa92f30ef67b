import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Funnel/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'funnel',
    name: 'Funnel Chart',
    category: 'KPI',
    tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend'],
    description:
      'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
    thumbnail: '/static/viz/funnel/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
