import { init, use } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { lightVizTheme, type ChartProps, type QueryFormData } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';

use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

// Drawn as the gallery card draws it (about 380×300): both axis titles stay inside the canvas.
const WIDTH = 380;
const HEIGHT = 300;

const queriesData = [
  {
    colnames: ['price_each__26.61 - 46.44', 'price_each__46.44 - 66.27'],
    coltypes: [0, 0],
    rowcount: 1,
    data: [{ 'price_each__26.61 - 46.44': 1250, 'price_each__46.44 - 66.27': 1400 }],
  },
] as ChartProps['queriesData'];

function titlePositions(): Map<string, [number, number]> {
  const { echartOptions } = transformProps({
    width: WIDTH,
    height: HEIGHT,
    formData: {
      datasource: '2__table',
      viz_type: 'histogram_v2',
      column: 'price_each',
      groupby: [],
      x_axis_title: 'Price each',
      y_axis_title: 'Order lines',
    } as QueryFormData,
    queriesData,
    datasource: {},
    theme: lightVizTheme,
    isStatic: true,
  } as ChartProps<QueryFormData>);
  const chart = init(null as unknown as HTMLElement, null, {
    renderer: 'svg',
    ssr: true,
    width: WIDTH,
    height: HEIGHT,
  });
  chart.setOption(echartOptions);
  const svg = chart.renderToSVGString();
  chart.dispose();
  const found = new Map<string, [number, number]>();
  // A title's anchor: `translate(x y)`, or for the rotated y title `matrix(0,-1,1,0,e,f)` with its
  // `y` offset, which the rotation turns into an x offset.
  for (const m of svg.matchAll(/<text([^>]*)>([^<]+)<\/text>/g)) {
    const attrs = m[1]!;
    const dy = Number(/ y="([-\d.]+)"/.exec(attrs)?.[1] ?? 0);
    const rotated = /transform="matrix\(0,-1,1,0,([-\d.]+),([-\d.]+)\)"/.exec(attrs);
    const moved = /transform="translate\(([-\d.]+) ([-\d.]+)\)"/.exec(attrs);
    if (rotated) found.set(m[2]!, [Number(rotated[1]) + dy, Number(rotated[2])]);
    else if (moved) found.set(m[2]!, [Number(moved[1]), Number(moved[2]) + dy]);
  }
  return found;
}

describe('histogram_v2 axis titles', () => {
  it('keep inside a small chart', () => {
    const titles = titlePositions();
    const [yx] = titles.get('Order lines')!;
    const [, xy] = titles.get('Price each')!;
    // The y title is rotated about its centre: its glyphs reach about half a line either side.
    expect(yx).toBeGreaterThan(6);
    expect(xy).toBeLessThan(HEIGHT - 6);
  });
});
