import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's plugin-chart-echarts/src/Gantt/index.ts (no category there: Other) declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'gantt_chart',
    name: 'Gantt Chart',
    category: 'Other',
    tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
    description:
      'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
    thumbnail: '/static/viz/gantt_chart/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
