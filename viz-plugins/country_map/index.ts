import { Behavior, defineVizPlugin } from '../../core/viz/index.ts';

// Metadata as Superset's legacy-plugin-chart-country-map/src/index.ts declares it.
export default defineVizPlugin({
  metadata: {
    vizType: 'country_map',
    name: 'Country Map',
    category: 'Map',
    tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
    description:
      "Visualizes how a single metric varies across a country's principal subdivisions (states, provinces, etc) on a choropleth map. Each subdivision's value is elevated when you hover over the corresponding geographic boundary.",
    thumbnail: '/static/viz/country_map/thumbnail.png',
    behaviors: [Behavior.InteractiveChart, Behavior.DrillToDetail, Behavior.DrillBy],
    exampleGallery: [],
  },
  controlPanel: () => import('./control-panel.ts'),
  buildQuery: () => import('./build-query.ts'),
  transformProps: () => import('./transform-props.ts'),
  loadChart: () => import('./chart.tsx'),
  serverRender: 'echarts',
});
