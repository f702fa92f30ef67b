import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import { LIGHT } from '../../core/viz/timeseries/test-fixtures/answers.ts';
import { HORIZON_COLORS, horizonLayout } from './horizon-layout.ts';
import renderSvg from './render-svg.ts';
import transformProps from './transform-props.ts';

const D = 86_400_000;
const props: ChartProps = {
  width: 400,
  height: 100,
  formData: { datasource: '2__table', viz_type: 'horizon', x_axis: 'ts', metrics: ['sum__m1'], groupby: ['cat1'] },
  queriesData: [
    {
      colnames: ['ts', 'cat1', 'sum__m1'],
      coltypes: [2, 1, 0],
      rowcount: 4,
      data: [
        { ts: D, cat1: 'a', sum__m1: 4 },
        { ts: 0, cat1: 'a', sum__m1: -2 },
        { ts: 0, cat1: 'b', sum__m1: 1 },
        { ts: D, cat1: 'b', sum__m1: 1 },
      ],
    },
  ],
  datasource: {},
  theme: LIGHT,
};

describe('horizon', () => {
  it('groups rows into time-ordered series per groupby value', () => {
    const out = transformProps(props);
    expect(out.series).toEqual([
      {
        key: 'a',
        values: [
          { x: 0, y: -2 },
          { x: D, y: 4 },
        ],
      },
      {
        key: 'b',
        values: [
          { x: 0, y: 1 },
          { x: D, y: 1 },
        ],
      },
    ]);
    expect(out.seriesHeight).toBe(25);
  });

  it('folds values into bands: the largest value fills every positive band, negatives use the negative shades', () => {
    const [row] = horizonLayout(
      [
        {
          key: 'a',
          values: [
            { x: 0, y: -2 },
            { x: 1, y: 4 },
          ],
        },
      ],
      {
        width: 100,
        rowHeight: 20,
        colorScale: 'series',
        labelWidth: 0,
      },
    );
    const colors = row.areas.map((a) => a.color);
    expect(colors.filter((c) => HORIZON_COLORS.indexOf(c) >= 4)).toHaveLength(4);
    // -2 of an extent of 4 reaches two of the four negative bands.
    expect(colors.filter((c) => HORIZON_COLORS.indexOf(c) < 4)).toEqual([HORIZON_COLORS[0], HORIZON_COLORS[1]]);
  });

  it('renders a row per series in the SVG', () => {
    const svg = renderSvg(transformProps(props), { width: 400, height: 100, theme: LIGHT });
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(svg).toContain('<polygon');
  });
});
