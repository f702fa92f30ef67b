import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

// sales: the boxplot post-processing of SUM(sales) per customer, by deal size.
const stats = (
  min: number,
  q1: number,
  median: number,
  q3: number,
  max: number,
  mean: number,
  count: number,
  outliers: number[],
) => ({
  sum__sales__min: min,
  sum__sales__q1: q1,
  sum__sales__median: median,
  sum__sales__q3: q3,
  sum__sales__max: max,
  sum__sales__mean: mean,
  sum__sales__count: count,
  sum__sales__outliers: outliers,
});
const queriesData = [
  {
    colnames: [
      'deal_size',
      'sum__sales__mean',
      'sum__sales__median',
      'sum__sales__max',
      'sum__sales__min',
      'sum__sales__q1',
      'sum__sales__q3',
      'sum__sales__count',
      'sum__sales__outliers',
    ],
    coltypes: [1, 0, 0, 0, 0, 0, 0, 0, 1],
    rowcount: 2,
    data: [
      { deal_size: 'Small', ...stats(100, 200, 300, 400, 500, 310, 40, [900]) },
      { deal_size: 'Large', ...stats(1000, 2000, 2500, 3000, 4000, 2600, 12, []) },
    ],
  },
] as unknown as ChartProps['queriesData'];

const props = (extra: Partial<ChartProps<QueryFormData>> = {}): ChartProps<QueryFormData> => ({
  width: 600,
  height: 400,
  formData: {
    datasource: '2__table',
    viz_type: 'box_plot',
    columns: ['customer_name'],
    groupby: ['deal_size'],
    metrics: ['sum__sales'],
  },
  queriesData,
  datasource: {},
  theme,
  ...extra,
});

type Option = { xAxis: { data: string[] }; series: { type: string; data: unknown[] }[] };

describe('box_plot transformProps', () => {
  it('draws one box per group in ECharts order (min, q1, median, q3, max) with its outliers', () => {
    const { echartOptions, labelMap, groupby } = transformProps(props());
    const option = echartOptions as unknown as Option;
    expect(option.xAxis.data).toEqual(['Small', 'Large']);
    const boxes = option.series[0]!.data as { name: string; value: number[] }[];
    expect(boxes[0]).toMatchObject({ name: 'Small', value: [100, 200, 300, 400, 500, 310, 40] });
    expect(option.series.filter((s) => s.type === 'scatter').map((s) => s.data)).toEqual([[['Small', 900]], []]);
    expect(labelMap).toEqual({ Small: ['Small'], Large: ['Large'] });
    expect(groupby).toEqual(['deal_size']);
  });

  it('dims the boxes outside the cross-filter selection', () => {
    const option = transformProps(props({ filterState: { selectedValues: ['Large'] } }))
      .echartOptions as unknown as Option;
    const boxes = option.series[0]!.data as { itemStyle: { opacity: number } }[];
    expect(boxes.map((b) => b.itemStyle.opacity)).toEqual([0.3, 0.6]);
  });
});
