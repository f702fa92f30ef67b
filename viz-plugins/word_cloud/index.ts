import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-word-cloud/src/plugin/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'word_cloud',
    name: 'Word Cloud',
    category: 'Ranking',
    tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
    description:
      'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
    thumbnail: '/static/viz/word_cloud/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
