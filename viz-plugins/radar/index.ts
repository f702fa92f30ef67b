import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Radar/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'radar',
    name: 'Radar Chart',
    category: 'Ranking',
    tags: ['Business', 'Comparison', 'Coordinates', 'Multi-Variables', 'Report', 'Web', 'ECharts'],
    description:
      'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
    thumbnail: '/static/viz/radar/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
