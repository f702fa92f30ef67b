import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps, { intervalBands } from './transform-props.ts';
import { TEST_DARK_THEME } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_DARK_THEME;

const props = (
  fd: Record<string, unknown> = {},
  data = [
    { gender: 'boy', sum__num: 60 },
    { gender: 'girl', sum__num: 40 },
  ],
): ChartProps => ({
  width: 500,
  height: 500,
  formData: { datasource: '1__table', viz_type: 'gauge_chart', groupby: ['gender'], metric: 'sum__num', ...fd },
  queriesData: [{ colnames: ['gender', 'sum__num'], coltypes: [1, 0], rowcount: data.length, data }],
  datasource: { verboseMap: { gender: 'Gender' } },
  theme,
});

type Gauge = {
  type: string;
  min: number;
  max: number;
  data: { name: string; value: number }[];
  axisLine: { lineStyle: { color: unknown } };
  detail: { formatter: (v: number) => string };
};
const gauge = (option: Record<string, unknown>) => (option.series as Gauge[])[0]!;

describe('gauge transformProps', () => {
  it('names each dial by its verbose groupby and spans twice the largest value by default', () => {
    const { echartOptions, labelMap } = transformProps(props());
    const g = gauge(echartOptions);
    expect(g.type).toBe('gauge');
    expect(g.data.map(({ name, value }) => [name, value])).toEqual([
      ['Gender: boy', 60],
      ['Gender: girl', 40],
    ]);
    expect([g.min, g.max]).toEqual([0, 120]);
    const axisLabel = (
      gauge(transformProps(props()).echartOptions) as unknown as { axisLabel: { formatter: (v: number) => string } }
    ).axisLabel;
    expect([axisLabel.formatter(60), axisLabel.formatter(130)]).toEqual(['60', '']);
    expect(labelMap).toEqual({ 'Gender: boy': ['boy'], 'Gender: girl': ['girl'] });
  });

  it('honours min/max and the value template', () => {
    const g = gauge(
      transformProps(props({ min_val: 10, max_val: '200', value_formatter: '{value} babies' })).echartOptions,
    );
    expect([g.min, g.max]).toEqual([10, 200]);
    expect(g.detail.formatter(60)).toBe('60 babies');
  });

  it('colours the axis by interval bounds', () => {
    expect(intervalBands('50,100', '2,1', ['#111', '#222', '#333'], 0, 100)).toEqual([
      [0.5, '#222'],
      [1, '#111'],
    ]);
    expect(intervalBands('', '', ['#111'], 0, 100)).toEqual([]);
  });
});

describe('gauge_chart with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props());
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('60');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(2);
  });
});
