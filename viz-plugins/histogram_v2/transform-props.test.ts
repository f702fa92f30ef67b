import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps, { parseBin } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

// sales: the histogram post-processing of price_each in 3 bins per deal size.
const queriesData = [
  {
    colnames: ['deal_size', '26.88 - 51.25', '51.25 - 75.62', '75.62 - 100.0'],
    coltypes: [1, 0, 0, 0],
    rowcount: 2,
    data: [
      { deal_size: 'Small', '26.88 - 51.25': 120, '51.25 - 75.62': 80, '75.62 - 100.0': 10 },
      { deal_size: 'Large', '26.88 - 51.25': 0, '51.25 - 75.62': 15, '75.62 - 100.0': 60 },
    ],
  },
] as ChartProps['queriesData'];

const props = (extra: Record<string, unknown> = {}): ChartProps<QueryFormData> => ({
  width: 600,
  height: 400,
  formData: {
    datasource: '2__table',
    viz_type: 'histogram_v2',
    column: 'price_each',
    groupby: ['deal_size'],
    x_axis_format: ',.1f',
    ...extra,
  },
  queriesData,
  datasource: {},
  theme,
});

type Option = {
  xAxis: { data: string[] };
  yAxis: { axisLabel: { formatter: (v: number) => string } };
  series: { name: string; data: number[] }[];
  legend: { show: boolean };
};

describe('histogram_v2 transformProps', () => {
  it('puts the bins on the x-axis and one series per group', () => {
    const option = transformProps(props()).echartOptions as unknown as Option;
    expect(option.xAxis.data).toEqual(['26.9 - 51.3', '51.3 - 75.6', '75.6 - 100.0']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Small', [120, 80, 10]],
      ['Large', [0, 15, 60]],
    ]);
    expect(option.legend.show).toBe(true);
  });

  it('names the single series after the column without groupby, and shows percentages when normalized', () => {
    const single = [
      { ...queriesData[0]!, colnames: ['0.0 - 0.5', '0.5 - 1.0'], data: [{ '0.0 - 0.5': 0.25, '0.5 - 1.0': 0.75 }] },
    ];
    const option = transformProps({ ...props({ groupby: [], normalize: true }), queriesData: single })
      .echartOptions as unknown as Option;
    expect(option.series.map((s) => s.name)).toEqual(['price_each']);
    expect(option.legend.show).toBe(false);
    expect(option.yAxis.axisLabel.formatter(0.25)).toBe('25.00%');
  });

  it('parses the post-processing bin labels', () => {
    expect(parseBin('-1.5 - 3.25')).toEqual([-1.5, 3.25]);
    expect(parseBin('1e-05 - 2.5e+03')).toEqual([0.00001, 2500]);
    expect(parseBin('Small')).toBeNull();
  });
});
