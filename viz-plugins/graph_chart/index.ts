import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Graph/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'graph_chart',
    name: 'Graph Chart',
    category: 'Flow',
    tags: ['Circular', 'Comparison', 'Directional', 'ECharts', 'Relational', 'Structural', 'Transformable', 'Featured'],
    description:
      'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network. Graph charts can be configured to be force-directed or circulate. If your data has a geospatial component, try the deck.gl Arc chart.',
    thumbnail: '/static/viz/graph_chart/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
