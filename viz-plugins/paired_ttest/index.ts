import { defineVizPlugin } from '../../core/viz/index.ts';
import type { PairedTTestFormData, PairedTTestRenderProps } from './types.ts';

// Metadata as Superset's legacy-plugin-chart-paired-t-test declares it.
export default defineVizPlugin<PairedTTestFormData, PairedTTestRenderProps>({
  metadata: {
    vizType: 'paired_ttest',
    name: 'Paired t-test Table',
    category: 'Correlation',
    tags: ['Legacy', 'Statistical', 'Tabular'],
    description:
      'Table that visualizes paired t-tests, which are used to understand statistical differences between groups.',
    thumbnail: '/static/viz/paired_ttest/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
