import { defineVizPlugin } from '../../core/viz/index.ts';
import type { HandlebarsFormData, HandlebarsRenderProps } from './types.ts';

// Metadata as Superset's plugin-chart-handlebars declares it (no category or tags: 'Other').
export default defineVizPlugin<HandlebarsFormData, HandlebarsRenderProps>({
  metadata: {
    vizType: 'handlebars',
    name: 'Handlebars',
    category: 'Other',
    tags: [],
    description: 'Write a handlebars template to render the data',
    thumbnail: '/static/viz/handlebars/thumbnail.png',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: () => import('./render-svg.ts'),
});
