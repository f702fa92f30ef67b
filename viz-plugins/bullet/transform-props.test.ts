import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import { LIGHT } from '../../core/viz/timeseries/test-fixtures/answers.ts';
import transformProps from './transform-props.ts';

const props = (formData: Record<string, unknown>, value: number | null): ChartProps => ({
  width: 500,
  height: 120,
  formData: { datasource: '3__table', viz_type: 'bullet', metric: 'sum__sales', ...formData },
  queriesData: [{ data: [{ sum__sales: value }], colnames: ['sum__sales'], coltypes: [0], rowcount: 1 }],
  datasource: {},
  theme: LIGHT,
});

type Series = {
  name: string;
  data: unknown[];
  markPoint?: { data: { coord: unknown[] }[] };
  markLine?: { data: { xAxis: number; name: string }[] };
};

describe('bullet transformProps', () => {
  it('draws the measure over the ranges (widest first) with markers and lines', () => {
    const out = transformProps(
      props(
        {
          ranges: '8, 4, 12',
          range_labels: 'ok,good,great',
          markers: '10',
          marker_lines: '9',
          marker_line_labels: 'target',
        },
        7,
      ),
    );
    const series = out.echartOptions.series as Series[];
    expect(series.map((s) => s.data[0])).toEqual([12, 8, 4, 7]);
    expect(series[0].name).toBe('great');
    const measure = series[3];
    expect(measure.name).toBe('sum__sales');
    expect(measure.markPoint?.data[0].coord).toEqual([10, 'sum__sales']);
    expect(measure.markLine?.data).toEqual([{ name: 'target', xAxis: 9 }]);
  });

  it('makes up a range above the measure and markers when none is given', () => {
    const out = transformProps(props({ markers: '20' }, 10));
    const series = out.echartOptions.series as Series[];
    expect(series[0].data[0]).toBeCloseTo(22);
    expect(out.measure).toBe(10);
  });
});
