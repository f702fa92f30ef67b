import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts BigNumber/BigNumberTotal: the number in big text (not ECharts).
export default defineVizPlugin({
  metadata: {
    vizType: 'big_number_total',
    name: 'Big Number',
    category: 'KPI',
    tags: ['Additive', 'Business', 'ECharts', 'Legacy', 'Percentages', 'Featured', 'Report'],
    description:
      'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
    thumbnail: '/static/viz/big_number_total/thumbnail.png',
    behaviors: [Behavior.DrillToDetail],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
