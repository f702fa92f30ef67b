import { describe, expect, it } from 'vitest';
import type { ChartProps, GenericDataType } from '../../core/viz/index.ts';
import { LIGHT } from '../../core/viz/timeseries/test-fixtures/answers.ts';
import renderSvg from './render-svg.ts';
import transformProps from './transform-props.ts';

const props = (
  formData: Record<string, unknown>,
  data: Record<string, number | string | null>[],
  coltypes: GenericDataType[] = [0],
): ChartProps => ({
  width: 300,
  height: 200,
  formData: { datasource: '1__table', viz_type: 'big_number_total', metric: 'count', ...formData },
  queriesData: [{ data, colnames: Object.keys(data[0] ?? { count: 0 }), coltypes, rowcount: data.length }],
  datasource: {},
  theme: LIGHT,
});

describe('big_number_total transformProps', () => {
  it('formats the metric with the number format and keeps the subheader', () => {
    const out = transformProps(props({ y_axis_format: ',d', subheader: 'girls born last year' }, [{ count: 1234567 }]));
    expect(out.headerText).toBe('1,234,567');
    expect(out.subheaderText).toBe('girls born last year');
    expect(out.headerFontSize).toBe(0.4);
  });

  it('formats a temporal value as a date', () => {
    const out = transformProps(
      props({ metric: 'max_ds', time_format: '%Y-%m-%d' }, [{ max_ds: Date.UTC(2024, 4, 2) }], [2]),
    );
    expect(out.headerText).toBe('2024-05-02');
  });

  it('has no header when the answer is empty', () => {
    expect(transformProps(props({}, [])).headerText).toBeNull();
  });

  it('renders an SVG with the escaped number and subheader', () => {
    const out = transformProps(props({ subheader: 'a <b> & c' }, [{ count: 42 }]));
    const svg = renderSvg(out, { width: 300, height: 200, theme: LIGHT });
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>42</text>');
    expect(svg).toContain('a &lt;b&gt; &amp; c');
  });
});
