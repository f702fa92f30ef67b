import { defineVizPlugin } from '../../core/viz/index.ts';

// Superset's legacy horizon chart (legacy-plugin-chart-horizon), drawn as plain SVG.
export default defineVizPlugin({
  metadata: {
    vizType: 'horizon',
    name: 'Horizon Chart',
    category: 'Distribution',
    tags: ['Legacy'],
    description:
      'Compares how a metric changes over time between different groups. Each group is mapped to a row and change over time is visualized bar lengths and color.',
    thumbnail: '/static/viz/horizon/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
