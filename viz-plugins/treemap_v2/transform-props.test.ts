import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME, testChartProps } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_LIGHT_THEME;

const props = (fd: Record<string, unknown> = {}): ChartProps =>
  testChartProps({
    width: 600,
    height: 400,
    formData: {
      datasource: '2__table',
      viz_type: 'treemap_v2',
      groupby: ['territory', 'country'],
      metric: 'sum__sales',
      ...fd,
    },
    columns: { territory: 1, country: 1, sum__sales: 0 },
    data: [
      { territory: 'EMEA', country: 'France', sum__sales: 100 },
      { territory: 'EMEA', country: 'Spain', sum__sales: 50 },
      { territory: 'APAC', country: 'Japan', sum__sales: 30 },
    ],
    theme,
  });

type Node = { name: string; path: string; value: number; itemStyle: { color?: string }; children?: Node[] };

describe('treemap transformProps', () => {
  it('puts the hierarchy under one root named by the metric', () => {
    const { echartOptions, labelMap } = transformProps(props());
    const series = (
      echartOptions.series as { type: string; data: Node[]; label: { formatter: (p: object) => string } }[]
    )[0]!;
    expect(series.type).toBe('treemap');
    const [root] = series.data;
    expect(root!.name).toBe('sum__sales');
    expect(root!.value).toBe(180);
    expect(root!.children!.map((node) => [node.name, node.value, node.children!.length])).toEqual([
      ['EMEA', 150, 2],
      ['APAC', 30, 1],
    ]);
    expect(root!.children![0]!.itemStyle.color).toBeDefined();
    expect(root!.children![0]!.children![0]!.itemStyle.color).toBeUndefined();
    expect(series.label.formatter({ name: 'EMEA', value: 150 })).toBe('EMEA: 150');
    expect(labelMap['APAC,Japan']).toEqual(['APAC', 'Japan']);
  });
});

describe('treemap_v2 with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props());
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('EMEA: 150');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(3);
  });
});
