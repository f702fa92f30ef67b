import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import { LIGHT } from '../../core/viz/timeseries/test-fixtures/answers.ts';
import renderSvg from './render-svg.ts';
import transformProps from './transform-props.ts';

const props = (formData: Record<string, unknown>, row: Record<string, number>): ChartProps => ({
  width: 500,
  height: 300,
  formData: {
    datasource: '1__table',
    viz_type: 'pop_kpi',
    metric: 'sum__num',
    time_compare: ['1 year ago'],
    ...formData,
  },
  queriesData: [{ data: [row], colnames: Object.keys(row), coltypes: [0, 0], rowcount: 1 }],
  datasource: {},
  theme: LIGHT,
});

describe('pop_kpi transformProps', () => {
  it('compares the metric with its shifted column', () => {
    const out = transformProps(
      props(
        { y_axis_format: ',d', percentDifferenceFormat: '+.1%', comparison_color_enabled: true },
        {
          sum__num: 1100,
          'sum__num__1 year ago': 1000,
        },
      ),
    );
    expect(out.headerText).toBe('1,100');
    expect(out.comparisons).toEqual([
      { symbol: '#', label: '1 year ago', value: '1,000' },
      { symbol: '△', label: 'Change', value: '100', tone: 'positive' },
      { symbol: '%', label: 'Percent change', value: '+10.0%', tone: 'positive' },
    ]);
  });

  it('reverses the colours with the Red scheme and counts a missing period as -100%/+100%', () => {
    const out = transformProps(
      props(
        { comparison_color_enabled: true, comparison_color_scheme: 'Red', percentDifferenceFormat: '.0%' },
        {
          sum__num: 500,
          'sum__num__1 year ago': 0,
        },
      ),
    );
    expect(out.comparisons?.[2]).toMatchObject({ value: '100%', tone: 'negative' });
  });

  it('draws the comparison boxes in the SVG', () => {
    const svg = renderSvg(transformProps(props({}, { sum__num: 2, 'sum__num__1 year ago': 1 })), {
      width: 500,
      height: 300,
      theme: LIGHT,
    });
    expect(svg).toContain('Percent change</text>');
  });
});
