import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Sunburst/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'sunburst_v2',
    name: 'Sunburst Chart',
    category: 'Part of a Whole',
    tags: ['ECharts', 'Multi-Levels', 'Proportional', 'Featured'],
    description:
      'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
    thumbnail: '/static/viz/sunburst_v2/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
