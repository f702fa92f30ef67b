import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import { LIGHT } from '../../core/viz/timeseries/test-fixtures/answers.ts';
import transformProps from './transform-props.ts';

const Y2005 = Date.UTC(2005, 0, 1);
const Y2006 = Date.UTC(2006, 0, 1);

const props = (formData: Record<string, unknown>): ChartProps => ({
  width: 800,
  height: 400,
  formData: {
    datasource: '1__table',
    viz_type: 'mixed_timeseries',
    x_axis: 'ds',
    metrics: ['sum__num'],
    groupby: [],
    metrics_b: ['count'],
    groupby_b: ['gender'],
    ...formData,
  },
  queriesData: [
    {
      colnames: ['ds', 'sum__num'],
      coltypes: [2, 0],
      rowcount: 2,
      data: [
        { ds: Y2005, sum__num: 3284504 },
        { ds: Y2006, sum__num: 3366606 },
      ],
    },
    {
      colnames: ['ds', 'boy', 'girl'],
      coltypes: [2, 0, 0],
      rowcount: 2,
      label_map: { boy: ['boy'], girl: ['girl'] },
      data: [
        { ds: Y2005, boy: 9000, girl: 8000 },
        { ds: Y2006, boy: 9100, girl: 8200 },
      ],
    },
  ],
  datasource: {},
  theme: LIGHT,
});

type Series = { name: string; type: string; yAxisIndex: number; stack?: string; data: unknown[][] };

describe('mixed_timeseries transformProps', () => {
  it('draws query A and query B with their own types and y-axes', () => {
    const out = transformProps(props({ seriesType: 'line', seriesTypeB: 'bar', yAxisIndexB: 1, stackB: true }));
    const series = out.echartOptions.series as Series[];
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['sum__num', 'line', 0],
      ['boy', 'bar', 1],
      ['girl', 'bar', 1],
    ]);
    expect(series[1].stack).toBe('obs1');
    expect(series[0].stack).toBeUndefined();
    expect((out.echartOptions.yAxis as unknown[]).length).toBe(2);
    expect(out.labelMap.girl).toEqual(['girl']);
    expect(out.groupby).toEqual(['gender']);
  });

  it('names the series after their query when asked, and formats each axis', () => {
    const out = transformProps(
      props({ show_query_identifiers: true, y_axis_format: ',d', y_axis_format_secondary: '.1%' }),
    );
    expect((out.echartOptions.series as Series[]).map((s) => s.name)).toEqual([
      'sum__num (Query A)',
      'boy (Query B)',
      'girl (Query B)',
    ]);
    const [primary, secondary] = out.echartOptions.yAxis as { axisLabel: { formatter: (v: number) => string } }[];
    expect(primary.axisLabel.formatter(1234)).toBe('1,234');
    expect(secondary.axisLabel.formatter(0.25)).toBe('25.0%');
  });
});
