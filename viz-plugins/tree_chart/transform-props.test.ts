import { describe, expect, it } from 'vitest';
import transformProps, { buildTree } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_LIGHT_THEME;

const rows = [
  { id: 'root', parent: null, name: 'Company', count: 1 },
  { id: 'a', parent: 'root', name: 'Sales', count: 4 },
  { id: 'b', parent: 'root', name: 'Tech', count: 6 },
  { id: 'c', parent: 'b', name: 'Data', count: 2 },
];

describe('tree transformProps', () => {
  it('links rows to their parents under a root', () => {
    const tree = buildTree(rows, { id: 'id', parent: 'parent', name: 'name', metric: 'count' });
    expect(tree).toEqual({
      name: 'root',
      children: [
        {
          name: 'Company',
          value: 1,
          children: [
            { name: 'Sales', value: 4, children: [] },
            { name: 'Tech', value: 6, children: [{ name: 'Data', value: 2, children: [] }] },
          ],
        },
      ],
    });
  });

  it('groups children under a parent that is no row of its own', () => {
    const tree = buildTree(
      [
        { city: 'Paris', country: 'France', count: 2 },
        { city: 'Lyon', country: 'France', count: 1 },
        { city: 'Tokyo', country: 'Japan', count: 3 },
      ],
      { id: 'city', parent: 'country', name: 'city', metric: 'count' },
    );
    expect(tree.children.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ['France', ['Paris', 'Lyon']],
      ['Japan', ['Tokyo']],
    ]);
  });

  it('starts from root_node_id and lays out as asked', () => {
    const { echartOptions } = transformProps({
      width: 600,
      height: 400,
      formData: {
        datasource: '3__table',
        viz_type: 'tree_chart',
        id: 'id',
        parent: 'parent',
        name: 'name',
        metric: 'count',
        root_node_id: 'b',
        layout: 'radial',
      },
      queriesData: [{ colnames: ['id', 'parent', 'name', 'count'], coltypes: [1, 1, 1, 0], rowcount: 4, data: rows }],
      datasource: {},
      theme,
    });
    const series = (
      echartOptions.series as { type: string; layout: string; data: { name: string; children: unknown[] }[] }[]
    )[0]!;
    expect(series.type).toBe('tree');
    expect(series.layout).toBe('radial');
    expect(series.data[0]!.name).toBe('Tech');
    expect(series.data[0]!.children).toHaveLength(1);
  });
});

describe('tree_chart with ECharts server-side rendering', () => {
  it('draws an SVG with its nodes', () => {
    const { echartOptions } = transformProps({
      width: 600,
      height: 400,
      formData: {
        datasource: '3__table',
        viz_type: 'tree_chart',
        id: 'id',
        parent: 'parent',
        name: 'name',
        metric: 'count',
      },
      queriesData: [{ colnames: ['id', 'parent', 'name', 'count'], coltypes: [1, 1, 1, 0], rowcount: 4, data: rows }],
      datasource: {},
      theme,
      isStatic: true,
    });
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toContain('Data');
    expect(svg).toContain('Company');
  });
});
