import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's legacy-plugin-chart-world-map/src/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'world_map',
    name: 'World Map',
    category: 'Map',
    tags: [
      '2D',
      'Comparison',
      'Intensity',
      'Legacy',
      'Multi-Dimensions',
      'Multi-Layers',
      'Multi-Variables',
      'Scatter',
      'Featured',
    ],
    description: 'A map of the world, that can indicate values in different countries.',
    thumbnail: '/static/viz/world_map/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
