import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import { LIGHT } from '../../core/viz/timeseries/test-fixtures/answers.ts';
import renderSvg from './render-svg.ts';
import transformProps from './transform-props.ts';

// A yearly sum__num answer for birth_names (pivoted and flattened: ds + the metric).
const YEARS = [
  { ds: Date.UTC(2005, 0, 1), sum__num: 3284504 },
  { ds: Date.UTC(2006, 0, 1), sum__num: 3366606 },
  { ds: Date.UTC(2007, 0, 1), sum__num: 3000000 },
  { ds: Date.UTC(2008, 0, 1), sum__num: null },
];

const props = (formData: Record<string, unknown>): ChartProps => ({
  width: 400,
  height: 300,
  formData: { datasource: '1__table', viz_type: 'big_number', x_axis: 'ds', metric: 'sum__num', ...formData },
  queriesData: [{ data: YEARS, colnames: ['ds', 'sum__num'], coltypes: [2, 0], rowcount: 4 }],
  datasource: {},
  theme: LIGHT,
});

describe('big_number transformProps', () => {
  it('shows the latest non-null value and its change against compare_lag periods back', () => {
    const out = transformProps(
      props({ y_axis_format: ',d', compare_lag: 1, compare_suffix: 'YoY', show_timestamp: true, time_format: '%Y' }),
    );
    expect(out.headerText).toBe('3,000,000');
    expect(out.timestampText).toBe('2007');
    // Superset compares the newest row (null here) with the lagged one: no change when either is null.
    expect(out.subheaderText).toBe('');
    const lag2 = transformProps(props({ compare_lag: 2, compare_suffix: 'YoY' }));
    expect(lag2.subheaderText).toBe('');
  });

  it('computes the percent change when both ends have values', () => {
    const answer = props({ compare_lag: 1, compare_suffix: 'over last year' });
    answer.queriesData[0].data = YEARS.slice(0, 3);
    const out = transformProps(answer);
    expect(out.subheaderText).toBe('-10.9% over last year');
    expect(out.changeSign).toBe('negative');
  });

  it('draws the trendline oldest first in the picked colour, or none when hidden', () => {
    const out = transformProps(props({ color_picker: { r: 10, g: 20, b: 30 } }));
    expect(out.trendline?.points.map((p) => p[0])).toEqual(YEARS.map((row) => row.ds));
    expect(out.trendline?.color).toBe('rgb(10, 20, 30)');
    const series = (out.trendline?.echartOptions.series as { type: string; data: unknown[] }[])[0];
    expect(series.type).toBe('line');
    expect(transformProps(props({ show_trend_line: false })).trendline).toBeNull();
  });

  it('renders the trendline as a polyline in the SVG', () => {
    const svg = renderSvg(transformProps(props({})), { width: 400, height: 300, theme: LIGHT });
    expect(svg).toContain('<polyline');
    expect(svg).toContain('3M</text>');
  });
});
