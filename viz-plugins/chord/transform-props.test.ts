import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

const queriesData = [
  {
    colnames: ['product_line', 'territory', 'sum__sales'],
    coltypes: [1, 1, 0],
    rowcount: 3,
    data: [
      { product_line: 'Classic Cars', territory: 'EMEA', sum__sales: 1800 },
      { product_line: 'Classic Cars', territory: 'NA', sum__sales: 1200 },
      { product_line: 'Ships', territory: 'EMEA', sum__sales: 400 },
    ],
  },
] as ChartProps['queriesData'];

type Option = {
  series: { type: string; data: { name: string }[]; links: unknown[] }[];
  tooltip: { formatter: (p: unknown) => string };
};

describe('chord transformProps', () => {
  it('makes a node per source and target and a chord per row', () => {
    const { echartOptions, nodes } = transformProps({
      width: 500,
      height: 500,
      formData: {
        datasource: '2__table',
        viz_type: 'chord',
        groupby: ['product_line'],
        columns: ['territory'],
        metric: 'sum__sales',
        y_axis_format: ',d',
      },
      queriesData,
      datasource: {},
      theme,
    });
    const option = echartOptions as unknown as Option;
    expect(nodes).toEqual(['Classic Cars', 'EMEA', 'NA', 'Ships']);
    expect(option.series[0]!.type).toBe('chord');
    expect(option.series[0]!.links).toEqual([
      { source: 'Classic Cars', target: 'EMEA', value: 1800 },
      { source: 'Classic Cars', target: 'NA', value: 1200 },
      { source: 'Ships', target: 'EMEA', value: 400 },
    ]);
    expect(
      option.tooltip.formatter({ dataType: 'edge', value: 1800, data: { source: 'Classic Cars', target: 'EMEA' } }),
    ).toBe('Classic Cars → EMEA: 1,800');
  });
});
