import { defineVizPlugin } from '../../core/viz/index.ts';

// Superset's legacy bullet chart (legacy-preset-chart-nvd3 Bullet), drawn here with ECharts bars
// and marks instead of NVD3.
export default defineVizPlugin({
  metadata: {
    vizType: 'bullet',
    name: 'Bullet Chart',
    category: 'KPI',
    tags: ['Business', 'Legacy', 'Report'],
    description:
      'Showcases the progress of a single metric against a given target. The higher the fill, the closer the metric is to the target.',
    thumbnail: '/static/viz/bullet/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
