import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts Waterfall.
export default defineVizPlugin({
  metadata: {
    vizType: 'waterfall',
    name: 'Waterfall Chart',
    category: 'Evolution',
    tags: ['Categorical', 'Comparison', 'ECharts', 'Featured'],
    description:
      'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
    thumbnail: '/static/viz/waterfall/thumbnail.png',
    behaviors: [Behavior.InteractiveChart],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
