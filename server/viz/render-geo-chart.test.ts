import { describe, expect, it } from 'vitest';
import { defineVizPlugin, type ChartProps, type QueryFormData } from '../../core/viz/index.ts';
import { renderChart } from './render-chart.ts';

// A map chart names the geometry its option draws in `geoMaps` (core/viz/geo); the server
// registers it with ECharts before drawing, as the browser chart does.
const testMapPlugin = defineVizPlugin<QueryFormData, unknown>({
  metadata: {
    vizType: 'test_map',
    name: 'Test map',
    category: 'Map',
    tags: [],
    description: 'test',
    thumbnail: '',
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: async () => ({ default: { controlPanelSections: [] } }),
  buildQuery: async () => ({ default: () => ({}) as never }),
  transformProps: async () => ({
    default: (props: ChartProps) => ({
      geoMaps: ['loupe-usa'],
      echartOptions: {
        series: [
          {
            type: 'map',
            map: 'loupe-usa',
            aspectScale: 1,
            itemStyle: { areaColor: '#dddddd' },
            data: props.queriesData[0]!.data.map((row) => ({
              name: row.name,
              value: row.value,
              itemStyle: { areaColor: '#ff0000' },
            })),
          },
        ],
      },
    }),
  }),
  loadChart: async () => ({ default: () => null }),
  serverRender: 'echarts',
});

describe('renderChart with map geometry', () => {
  it('registers the maps a chart names, then draws every region', async () => {
    const svg = (await renderChart({
      plugin: testMapPlugin,
      formData: { datasource: '1__table', viz_type: 'test_map' },
      queriesData: [
        { colnames: ['name', 'value'], coltypes: [1, 0], rowcount: 1, data: [{ name: 'Texas', value: 1 }] },
      ],
      width: 600,
      height: 400,
      theme: 'light',
      format: 'svg',
    })) as string;
    expect(svg).not.toContain('An error occurred');
    // 50 states and DC, Texas in its data colour.
    expect(svg.match(/<path/g)?.length).toBeGreaterThanOrEqual(51);
    expect(svg).toMatch(/fill="(#ff0000|rgb\(255,0,0\))"/);
  });
});
