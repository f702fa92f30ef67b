import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's legacy-plugin-chart-rose/src/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'rose',
    name: 'Nightingale Rose Chart',
    category: 'Ranking',
    tags: ['Legacy', 'Advanced-Analytics', 'Circular', 'Multi-Layers', 'Pattern', 'Time', 'Trend'],
    description:
      'A polar coordinate chart where the circle is broken into wedges of equal angle, and the value represented by any wedge is illustrated by its area, rather than its radius or sweep angle.',
    thumbnail: '/static/viz/rose/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
