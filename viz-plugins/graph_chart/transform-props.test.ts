import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_LIGHT_THEME;

const props = (fd: Record<string, unknown> = {}): ChartProps => ({
  width: 600,
  height: 400,
  formData: {
    datasource: '2__table',
    viz_type: 'graph_chart',
    source: 'customer_name',
    target: 'country',
    metric: 'count',
    ...fd,
  },
  queriesData: [
    {
      colnames: ['customer_name', 'country', 'territory', 'count'],
      coltypes: [1, 1, 1, 0],
      rowcount: 3,
      data: [
        { customer_name: 'Alpha', country: 'France', territory: 'EMEA', count: 10 },
        { customer_name: 'Beta', country: 'France', territory: 'EMEA', count: 2 },
        { customer_name: 'Gamma', country: 'Japan', territory: 'APAC', count: 4 },
        { customer_name: 'Zero', country: 'Japan', territory: 'APAC', count: 0 },
      ],
    },
  ],
  datasource: {},
  theme,
});

type Node = { id: string; name: string; col: string; value: number; symbolSize: number; category?: string };
type Series = {
  type: string;
  data: Node[];
  links: { source: string; target: string; value: number; lineStyle: { width: number } }[];
  categories: { name: string }[];
  edgeSymbol: string[];
};

describe('graph transformProps', () => {
  it('makes nodes from sources and targets, valued by their edges, skipping empty edges', () => {
    const series = (transformProps(props()).echartOptions.series as Series[])[0]!;
    expect(series.type).toBe('graph');
    expect(series.data.map(({ name, col, value }) => [name, col, value])).toEqual([
      ['Alpha', 'customer_name', 10],
      ['France', 'country', 12],
      ['Beta', 'customer_name', 2],
      ['Gamma', 'customer_name', 4],
      ['Japan', 'country', 4],
    ]);
    expect(series.links.map(({ source, target, value }) => [source, target, value])).toEqual([
      ['0', '1', 10],
      ['2', '1', 2],
      ['3', '4', 4],
    ]);
    const sizes = series.data.map((node) => node.symbolSize);
    expect(Math.min(...sizes)).toBe(10);
    expect(Math.max(...sizes)).toBe(40);
    expect(series.edgeSymbol).toEqual(['none', 'arrow']);
  });

  it('colours nodes by their category and lists the categories in the legend', () => {
    const { echartOptions } = transformProps(props({ target_category: 'territory' }));
    const series = (echartOptions.series as Series[])[0]!;
    expect(series.categories.map((category) => category.name)).toEqual(['EMEA', 'APAC']);
    expect(series.data.find((node) => node.name === 'Japan')!.category).toBe('APAC');
    expect((echartOptions.legend as { data: string[] }).data).toEqual(['EMEA', 'APAC']);
  });

  it('insets a circular layout so its outward labels stay in the chart', () => {
    type Box = { top: number; left: number; right: number; bottom: number; label: { width?: number } };
    const force = (transformProps(props({ layout: 'force' })).echartOptions.series as Box[])[0]!;
    const circular = (transformProps(props({ layout: 'circular' })).echartOptions.series as Box[])[0]!;
    expect(circular.left - force.left).toBe(64);
    expect(circular.right - force.right).toBe(64);
    expect(circular.top - force.top).toBe(64);
    expect(circular.label.width).toBe(64);
    expect(force.label.width).toBeUndefined();
  });
});

describe('graph_chart with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props());
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('France');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(3);
  });
});
