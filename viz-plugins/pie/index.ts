import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Pie/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'pie',
    name: 'Pie Chart',
    category: 'Part of a Whole',
    tags: ['Categorical', 'Circular', 'Comparison', 'Percentages', 'Popular', 'Proportional', 'ECharts'],
    description:
      'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.\n\nPie charts can be difficult to interpret precisely. If clarity of relative proportion is important, consider using a bar or other chart type instead.',
    thumbnail: '/static/viz/pie/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
