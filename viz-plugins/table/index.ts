import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';
import type { TableFormData, TableRenderProps } from './types.ts';

// Metadata as Superset's plugin-chart-table declares it (its EXPORT_CURRENT_VIEW behaviour is not
// one of the SDK's behaviours).
export default defineVizPlugin<TableFormData, TableRenderProps>({
  metadata: {
    vizType: 'table',
    name: 'Table',
    category: 'Table',
    tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular'],
    description:
      'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
    thumbnail: '/static/viz/table/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    canBeAnnotationType: ['EVENT', 'INTERVAL'],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
