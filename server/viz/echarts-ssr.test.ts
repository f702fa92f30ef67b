import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { echartsBaseOption, lightVizTheme } from '../../core/viz/index.ts';
import { renderEChartsSvg, withSafeFontFamilies } from './echarts-ssr.ts';

describe('renderEChartsSvg', () => {
  it("gives a well-formed document with the SDK theme's quoted font names", async () => {
    const options = {
      ...echartsBaseOption(lightVizTheme, true),
      xAxis: { type: 'category', data: ['a', 'b'] },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', data: [1, 2], label: { show: true, fontFamily: '"Segoe UI", sans-serif' } }],
    };
    const svg = await renderEChartsSvg(options, { width: 300, height: 200, theme: lightVizTheme });
    expect(svg).toContain("'Segoe UI'");
    expect(svg).toContain(`fill="${lightVizTheme.background}"`);
    expect(new Resvg(svg).render().width).toBe(300);
  });
});

describe('withSafeFontFamilies', () => {
  it('rewrites every fontFamily and leaves data, functions and other strings alone', () => {
    const formatter = (v: number) => `"${v}"`;
    const data = [1, 2, 3];
    const out = withSafeFontFamilies({
      textStyle: { fontFamily: 'Inter, "Segoe UI"' },
      series: [{ data, label: { fontFamily: '"A"', formatter }, name: '"quoted"' }],
    }) as {
      textStyle: unknown;
      series: { data: unknown; label: { fontFamily: string; formatter: unknown }; name: string }[];
    };
    expect(out.textStyle).toEqual({ fontFamily: "Inter, 'Segoe UI'" });
    expect(out.series[0]!.label).toEqual({ fontFamily: "'A'", formatter });
    expect(out.series[0]!.data).toBe(data);
    expect(out.series[0]!.name).toBe('"quoted"');
  });
});
