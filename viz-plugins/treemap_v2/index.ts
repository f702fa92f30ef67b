import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Treemap/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'treemap_v2',
    name: 'Treemap',
    category: 'Part of a Whole',
    tags: [
      'Aesthetic',
      'Categorical',
      'Comparison',
      'ECharts',
      'Multi-Levels',
      'Percentages',
      'Proportional',
      'Featured',
    ],
    description:
      'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
    thumbnail: '/static/viz/treemap_v2/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
