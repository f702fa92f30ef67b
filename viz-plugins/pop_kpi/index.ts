import { defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts BigNumber/BigNumberPeriodOverPeriod (PopKPI).
export default defineVizPlugin({
  metadata: {
    vizType: 'pop_kpi',
    name: 'Big Number with Time Period Comparison',
    category: 'KPI',
    tags: ['Comparison', 'Business', 'ECharts', 'Percentages', 'Report', 'Advanced-Analytics'],
    description:
      'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
    thumbnail: '/static/viz/pop_kpi/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
