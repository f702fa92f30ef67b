import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts BigNumber/BigNumberWithTrendline: big text plus an ECharts trendline.
export default defineVizPlugin({
  metadata: {
    vizType: 'big_number',
    name: 'Big Number with Trendline',
    category: 'KPI',
    tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
    description:
      'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
    thumbnail: '/static/viz/big_number/thumbnail.png',
    behaviors: [Behavior.DrillToDetail],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
