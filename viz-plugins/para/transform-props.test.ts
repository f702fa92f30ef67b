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
      viz_type: 'para',
      series: 'product_line',
      metrics: ['count', 'sum__sales'],
      ...fd,
    },
    columns: { product_line: 1, count: 0, sum__sales: 0 },
    data: [
      { product_line: 'Ships', count: 10, sum__sales: 500 },
      { product_line: 'Planes', count: 20, sum__sales: 900 },
    ],
    theme,
  });

type Parallel = { type: string; data: { name: string; value: unknown[]; lineStyle: { color: string } }[] };

describe('para transformProps', () => {
  it('draws one axis per metric and one line per row', () => {
    const { echartOptions } = transformProps(props());
    expect((echartOptions.parallelAxis as { dim: number; name: string }[]).map(({ dim, name }) => [dim, name])).toEqual(
      [
        [0, 'count'],
        [1, 'sum__sales'],
      ],
    );
    const series = (echartOptions.series as Parallel[])[0]!;
    expect(series.type).toBe('parallel');
    expect(series.data.map(({ name, value }) => [name, value])).toEqual([
      ['Ships', [10, 500]],
      ['Planes', [20, 900]],
    ]);
  });

  it('adds the series as a first category axis and colours lines by the secondary metric', () => {
    const { echartOptions } = transformProps(props({ include_series: true, secondary_metric: 'sum__sales' }));
    const axes = echartOptions.parallelAxis as { dim: number; name: string; type?: string; data?: string[] }[];
    expect(axes[0]).toMatchObject({ dim: 0, name: 'product_line', type: 'category', data: ['Ships', 'Planes'] });
    const lines = (echartOptions.series as Parallel[])[0]!.data;
    expect(lines[0]!.value).toEqual(['Ships', 10, 500]);
    expect(lines[0]!.lineStyle.color).not.toBe(lines[1]!.lineStyle.color);
  });
});

describe('para with ECharts server-side rendering', () => {
  it('draws its axes above the lines with labels haloed in the background colour', () => {
    const dark = { ...theme, mode: 'dark' as const, background: '#171b22' };
    const { echartOptions } = transformProps({ ...props(), theme: dark });
    for (const axis of echartOptions.parallelAxis as Record<string, Record<string, unknown>>[]) {
      // The parallel series draws at z 2: the axes go over it.
      expect(axis['z']).toBeGreaterThan(2);
      expect(axis['axisLabel']).toMatchObject({ textBorderColor: '#171b22', textBorderWidth: 3 });
      expect(axis['nameTextStyle']).toMatchObject({ textBorderColor: '#171b22' });
    }
  });

  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props());
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('sum__sales');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(1);
  });
});
