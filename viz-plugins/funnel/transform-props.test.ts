import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps, { formatFunnelLabel } from './transform-props.ts';
import { TEST_DARK_THEME } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_DARK_THEME;

// The chart-data answer for the example funnel (sales: count by status, sorted by the metric).
const props = (fd: Record<string, unknown> = {}, extra: Partial<ChartProps> = {}): ChartProps => ({
  width: 600,
  height: 400,
  formData: { datasource: '2__table', viz_type: 'funnel', groupby: ['status'], metric: 'count', ...fd },
  queriesData: [
    {
      colnames: ['status', 'count'],
      coltypes: [1, 0],
      rowcount: 3,
      data: [
        { status: 'Shipped', count: 200 },
        { status: 'Cancelled', count: 100 },
        { status: 'On Hold', count: 50 },
      ],
    },
  ],
  datasource: {},
  theme,
  ...extra,
});

type Item = { name: string; value: number; percent: number; itemStyle: { opacity: number } };
const series = (option: Record<string, unknown>) =>
  (option.series as { type: string; data: Item[]; label: { formatter: (p: object) => string } }[])[0]!;

describe('funnel transformProps', () => {
  it('draws one step per row with its share of the first step', () => {
    const s = series(transformProps(props()).echartOptions);
    expect(s.type).toBe('funnel');
    expect(s.data.map(({ name, value, percent }) => [name, value, percent])).toEqual([
      ['Shipped', 200, 1],
      ['Cancelled', 100, 0.5],
      ['On Hold', 50, 0.25],
    ]);
  });

  it('computes percentages from the previous step or the total', () => {
    const previous = series(transformProps(props({ percent_calculation_type: 'prev_step' })).echartOptions);
    expect(previous.data.map((item) => item.percent)).toEqual([1, 0.5, 0.5]);
    const total = series(transformProps(props({ percent_calculation_type: 'total' })).echartOptions);
    expect(total.data.map((item) => item.percent)).toEqual([200 / 350, 100 / 350, 50 / 350]);
  });

  it('formats labels by label_type and dims unselected steps', () => {
    const s = series(
      transformProps(props({ label_type: 'key_value_percent' }, { filterState: { selectedValues: ['Shipped'] } }))
        .echartOptions,
    );
    expect(s.label.formatter({ name: 'Cancelled', value: 100, data: { percent: 0.5 } })).toBe(
      'Cancelled: 100 (50.00%)',
    );
    expect(s.data.map((item) => item.itemStyle.opacity)).toEqual([1, 0.3, 0.3]);
    expect(transformProps(props()).labelMap).toEqual({
      Shipped: ['Shipped'],
      Cancelled: ['Cancelled'],
      'On Hold': ['On Hold'],
    });
  });

  it('names the label types as Superset does', () => {
    expect(formatFunnelLabel('key_percent', 'A', '1', '2%')).toBe('A: 2%');
    expect(formatFunnelLabel('value_percent', 'A', '1', '2%')).toBe('1 (2%)');
  });
});

describe('funnel with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props({ label_type: 'key_value' }, { isStatic: true }));
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('Shipped: 200');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(2);
  });

  it('outlines the steps in the background colour, not ECharts’ white, on dark', () => {
    const dark = { ...theme, mode: 'dark' as const, background: '#171b22' };
    const { echartOptions } = transformProps(props({}, { isStatic: true, theme: dark }));
    const svg = renderEChartsSvg(echartOptions, 600, 400);
    expect(svg).toContain('stroke="#171b22"');
    expect(svg).not.toMatch(/stroke="#fff(fff)?"/i);
  });
});
