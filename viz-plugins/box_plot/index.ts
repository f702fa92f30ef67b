import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/BoxPlot/index.ts (CONTEXT_MENU, later renamed DRILL_TO_DETAIL) declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'box_plot',
    name: 'Box Plot',
    category: 'Distribution',
    tags: ['ECharts', 'Range', 'Statistical'],
    description:
      'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups. The box in the middle emphasizes the mean, median, and inner 2 quartiles. The whiskers around each box visualize the min, max, range, and outer 2 quartiles.',
    thumbnail: '/static/viz/box_plot/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
