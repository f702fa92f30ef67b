import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_DARK_THEME, testChartProps } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_DARK_THEME;

const props = (fd: Record<string, unknown> = {}): ChartProps =>
  testChartProps({
    width: 500,
    height: 500,
    formData: {
      datasource: '2__table',
      viz_type: 'radar',
      groupby: ['territory'],
      metrics: ['count', 'sum__sales'],
      ...fd,
    },
    columns: { territory: 1, count: 0, sum__sales: 0 },
    data: [
      { territory: 'EMEA', count: 100, sum__sales: 3000 },
      { territory: 'APAC', count: 40, sum__sales: 5000 },
    ],
    theme,
  });

describe('radar transformProps', () => {
  it('makes one indicator per metric and one polygon per group', () => {
    const { echartOptions, labelMap } = transformProps(
      props({ column_config: { count: { radarMetricMaxValue: 500 } } }),
    );
    const radar = echartOptions.radar as { shape: string; indicator: { name: string; max: number; min: number }[] };
    expect(radar.shape).toBe('polygon');
    expect(radar.indicator).toEqual([
      { name: 'count', max: 500, min: 0 },
      { name: 'sum__sales', max: 5000, min: 0 },
    ]);
    const data = (echartOptions.series as { data: { name: string; value: unknown[] }[] }[])[0]!.data;
    expect(data.map(({ name, value }) => [name, value])).toEqual([
      ['EMEA', [100, 3000]],
      ['APAC', [40, 5000]],
    ]);
    expect(labelMap).toEqual({ EMEA: ['EMEA'], APAC: ['APAC'] });
  });

  it('draws a circle when asked', () => {
    expect((transformProps(props({ is_circle: true })).echartOptions.radar as { shape: string }).shape).toBe('circle');
  });
});

describe('radar with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props());
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('sum__sales');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(2);
  });
});
