import { defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's legacy-plugin-chart-chord/src/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'chord',
    name: 'Chord Diagram',
    category: 'Flow',
    tags: ['Circular', 'Proportional', 'Relational'],
    description:
      'Showcases the flow or link between categories using thickness of chords. The value and corresponding thickness can be different for each side.',
    thumbnail: '/static/viz/chord/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
