import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps, { sortAxisValues } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

// birth_names: COUNT(*) by year (epoch ms) and state, with the rank post-processing's column.
const Y2000 = Date.UTC(2000, 0, 1);
const Y2001 = Date.UTC(2001, 0, 1);
const queriesData = [
  {
    colnames: ['ds', 'state', 'count', 'rank'],
    coltypes: [2, 1, 0, 0],
    rowcount: 4,
    data: [
      { ds: Y2000, state: 'CA', count: 40, rank: 0.75 },
      { ds: Y2000, state: 'NY', count: 10, rank: 0.25 },
      { ds: Y2001, state: 'CA', count: 50, rank: 1 },
      { ds: Y2001, state: 'NY', count: 20, rank: 0.5 },
    ],
  },
] as ChartProps['queriesData'];

const props = (extra: Record<string, unknown> = {}): ChartProps<QueryFormData> => ({
  width: 600,
  height: 400,
  formData: {
    datasource: '1__table',
    viz_type: 'heatmap_v2',
    x_axis: 'ds',
    groupby: ['state'],
    metric: 'count',
    x_axis_time_format: '%Y',
    ...extra,
  },
  queriesData,
  datasource: {},
  theme,
});

type Option = {
  xAxis: { data: string[] };
  yAxis: { data: string[] };
  series: { data: unknown[][] }[];
  visualMap: { min: number; max: number; dimension: number; type: string };
};

describe('heatmap_v2 transformProps', () => {
  it('places each row in its cell and formats a temporal x-axis', () => {
    const option = transformProps(props()).echartOptions as unknown as Option;
    expect(option.xAxis.data).toEqual(['2000', '2001']);
    expect(option.yAxis.data).toEqual(['CA', 'NY']);
    expect(option.series[0]!.data).toEqual([
      [0, 0, 40, 0.75],
      [0, 1, 10, 0.25],
      [1, 0, 50, 1],
      [1, 1, 20, 0.5],
    ]);
    expect(option.visualMap).toMatchObject({ min: 10, max: 50, dimension: 2, type: 'continuous' });
  });

  it('colours by rank when normalized, and honours value bounds', () => {
    const normalized = transformProps(props({ normalized: true })).echartOptions as unknown as Option;
    expect(normalized.visualMap).toMatchObject({ min: 0, max: 1, dimension: 3 });
    const bounded = transformProps(props({ value_bounds: [0, 100], legend_type: 'piecewise' }))
      .echartOptions as unknown as Option;
    expect(bounded.visualMap).toMatchObject({ min: 0, max: 100, type: 'piecewise' });
  });

  it('leaves value labels uncoloured so ECharts contrasts them with each cell (dark theme too)', () => {
    const option = transformProps({
      ...props({ show_values: true }),
      theme: { ...theme, mode: 'dark', text: '#f0f0f0' },
    }).echartOptions as unknown as { series: { label: Record<string, unknown> }[] };
    expect(option.series[0]!.label['show']).toBe(true);
    expect(option.series[0]!.label).not.toHaveProperty('color');
  });

  it('sorts an axis by the summed metric', () => {
    const option = transformProps(props({ sort_y_axis: 'value_asc', sort_x_axis: 'alpha_desc' }))
      .echartOptions as unknown as Option;
    expect(option.yAxis.data).toEqual(['NY', 'CA']);
    expect(option.xAxis.data).toEqual(['2001', '2000']);
    expect(sortAxisValues(queriesData[0]!.data, 'state', 'count', 'value_desc')).toEqual(['CA', 'NY']);
    // Unsorted time runs forward whatever order the rows came in.
    const shuffled = [...queriesData[0]!.data].reverse();
    expect(sortAxisValues(shuffled, 'ds', 'count', undefined, true)).toEqual([Y2000, Y2001]);
    expect(sortAxisValues(shuffled, 'ds', 'count', undefined, false)).toEqual([Y2001, Y2000]);
  });
});
