import { describe, expect, it } from 'vitest';
import type { ChartProps, DataRecord } from '../../core/viz/index.ts';
import { LIGHT } from '../../core/viz/timeseries/test-fixtures/answers.ts';
import transformProps from './transform-props.ts';

const props = (
  formData: Record<string, unknown>,
  data: DataRecord[],
  colnames: string[],
  coltypes: (0 | 1 | 2)[],
): ChartProps => ({
  width: 600,
  height: 400,
  formData: { datasource: '1__table', viz_type: 'waterfall', metric: 'sum__num', ...formData },
  queriesData: [{ data, colnames, coltypes, rowcount: data.length }],
  datasource: {},
  theme: LIGHT,
});

type Datum = { value: number | string; originalValue?: number; totalSum?: number };
const seriesData = (out: ReturnType<typeof transformProps>) =>
  Object.fromEntries((out.echartOptions.series as { name: string; data: Datum[] }[]).map((s) => [s.name, s.data]));

describe('waterfall transformProps', () => {
  const years = [
    { ds: Date.UTC(2005, 0, 1), sum__num: 100 },
    { ds: Date.UTC(2006, 0, 1), sum__num: -30 },
    { ds: Date.UTC(2007, 0, 1), sum__num: 50 },
  ];

  it('stacks increases and decreases on an invisible assist bar and ends with the total', () => {
    const out = transformProps(props({ x_axis: 'ds', x_axis_time_format: '%Y' }, years, ['ds', 'sum__num'], [2, 0]));
    const data = seriesData(out);
    expect(data.Assist.map((d) => d.value)).toEqual([0, 70, 70, '-']);
    expect(data.Increase.map((d) => d.value)).toEqual([100, '-', 50, '-']);
    expect(data.Decrease.map((d) => d.value)).toEqual(['-', 30, '-', '-']);
    expect(data.Total.map((d) => d.value)).toEqual(['-', '-', '-', 120]);
    expect(data.Decrease[1]).toMatchObject({ originalValue: -30, totalSum: 70 });
    const xAxis = out.echartOptions.xAxis as {
      data: unknown[];
      axisLabel: { formatter: (v: unknown, i: number) => string };
    };
    expect(xAxis.axisLabel.formatter(xAxis.data[1], 1)).toBe('2006');
    expect(xAxis.axisLabel.formatter('Total', 3)).toBe('Total');
  });

  it('adds a total per period with a breakdown', () => {
    const rows = [
      { product_line: 'Cars', deal_size: 'Small', sum__sales: 10 },
      { product_line: 'Cars', deal_size: 'Large', sum__sales: 20 },
      { product_line: 'Ships', deal_size: 'Small', sum__sales: 5 },
    ];
    const out = transformProps(
      props(
        { x_axis: 'product_line', groupby: ['deal_size'], metric: 'sum__sales' },
        rows,
        ['product_line', 'deal_size', 'sum__sales'],
        [1, 1, 0],
      ),
    );
    expect(out.categories).toEqual(['Small', 'Large', 'Cars', 'Small', 'Ships']);
    expect(seriesData(out).Total.map((d) => d.value)).toEqual(['-', '-', 30, '-', 35]);
  });

  it('hides the total when show_total is off and uses the custom colours', () => {
    const out = transformProps(
      props(
        { x_axis: 'ds', show_total: false, increase_color: { r: 0, g: 0, b: 255 } },
        years,
        ['ds', 'sum__num'],
        [2, 0],
      ),
    );
    const series = out.echartOptions.series as { name: string; data: unknown[]; itemStyle: { color: string } }[];
    expect(series[0].data).toHaveLength(3);
    expect(series.find((s) => s.name === 'Increase')?.itemStyle.color).toBe('#0000FF');
  });
});
