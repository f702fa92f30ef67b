import { defineVizPlugin } from '../../core/viz/index.ts';

// Superset's ECharts Sankey (plugin-chart-echarts/src/Sankey/index.ts): no cross-filter yet there.
export default defineVizPlugin({
  metadata: {
    vizType: 'sankey_v2',
    name: 'Sankey Chart',
    category: 'Flow',
    tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
    description:
      'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow. Node height corresponds to the visualized metric, providing a clear representation of value distribution and transformation.',
    thumbnail: '/static/viz/sankey_v2/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
