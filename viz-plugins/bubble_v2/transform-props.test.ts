import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps, { bubbleSize } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

const queriesData = [
  {
    colnames: ['customer_name', 'country', 'count', 'AVG(price_each)', 'sum__sales'],
    coltypes: [1, 1, 0, 0, 0],
    rowcount: 3,
    data: [
      { customer_name: 'Euro+ Shopping', country: 'Spain', count: 259, 'AVG(price_each)': 83.2, sum__sales: 912294 },
      { customer_name: 'Mini Gifts', country: 'USA', count: 180, 'AVG(price_each)': 80.1, sum__sales: 654858 },
      {
        customer_name: 'Australian Collectors',
        country: 'Australia',
        count: 55,
        'AVG(price_each)': 79.4,
        sum__sales: 200995,
      },
    ],
  },
] as ChartProps['queriesData'];

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'bubble_v2',
  entity: 'customer_name',
  series: 'country',
  x: 'count',
  y: { expressionType: 'SQL', sqlExpression: 'AVG(price_each)', label: 'AVG(price_each)' },
  size: 'sum__sales',
  max_bubble_size: '50',
  logXAxis: true,
};

type Option = {
  xAxis: { type: string };
  series: { name: string; data: unknown[][]; symbolSize: (v: number[]) => number }[];
};

describe('bubble_v2 transformProps', () => {
  it('makes one series per series value with (x, y, size, entity) points', () => {
    const option = transformProps({ width: 600, height: 400, formData, queriesData, datasource: {}, theme })
      .echartOptions as unknown as Option;
    expect(option.series.map((s) => s.name)).toEqual(['Spain', 'USA', 'Australia']);
    expect(option.series[1]!.data).toEqual([[180, 80.1, 654858, 'Mini Gifts']]);
    expect(option.series[0]!.symbolSize([259, 83.2, 912294])).toBe(50);
    expect(option.xAxis.type).toBe('log');
  });

  it('sizes bubbles relative to the largest', () => {
    expect(bubbleSize(50, 100, 25)).toBe(12.5);
    expect(bubbleSize(0, 100, 25)).toBe(0);
    expect(bubbleSize(10, 0, 25)).toBe(0);
  });
});
