import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps, { areaProportional, roseSeries } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_LIGHT_THEME;

// The flattened pivot the rose's buildQuery asks for: one row per year, one column per metric × gender.
const props = (fd: Record<string, unknown> = {}): ChartProps => ({
  width: 500,
  height: 500,
  formData: {
    datasource: '1__table',
    viz_type: 'rose',
    metrics: ['sum__num'],
    groupby: ['gender'],
    date_time_format: '%Y',
    ...fd,
  },
  queriesData: [
    {
      colnames: ['__timestamp', 'sum__num, boy', 'sum__num, girl'],
      coltypes: [2, 0, 0],
      rowcount: 2,
      data: [
        { __timestamp: Date.UTC(2000, 0, 1), 'sum__num, boy': 9, 'sum__num, girl': 16 },
        { __timestamp: Date.UTC(2001, 0, 1), 'sum__num, boy': 4, 'sum__num, girl': 5 },
      ],
    },
  ],
  datasource: {},
  theme,
});

type Bar = { type: string; name: string; stack: string; coordinateSystem: string; data: number[] };

describe('rose transformProps', () => {
  it('stacks one wedge per time step, one segment per series', () => {
    const { echartOptions } = transformProps(props());
    expect((echartOptions.angleAxis as { data: string[] }).data).toEqual(['2000', '2001']);
    const series = echartOptions.series as Bar[];
    expect(series.map(({ name, stack, coordinateSystem, data }) => [name, stack, coordinateSystem, data])).toEqual([
      ['boy', 'rose', 'polar', [9, 4]],
      ['girl', 'rose', 'polar', [16, 5]],
    ]);
  });

  it('proportions areas instead of radii when asked', () => {
    const series = transformProps(props({ rose_area_proportion: true })).echartOptions.series as Bar[];
    expect(series[0]!.data[0]).toBeCloseTo(3);
    expect(series[1]!.data[0]).toBeCloseTo(2);
    expect(areaProportional([9, 16])).toEqual([3, 2]);
  });

  it('keeps metric names when there are several metrics', () => {
    expect(roseSeries(['__timestamp', 'a, x', 'b, x'], ['a', 'b'], '__timestamp').map((s) => s.name)).toEqual([
      'a, x',
      'b, x',
    ]);
  });
});

describe('rose with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props());
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('2001');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(3);
  });
});
