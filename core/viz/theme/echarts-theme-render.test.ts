import { init, use } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';

import { defaultGrid, getLegendProps, LegendOrientation, LegendType } from './echarts-defaults.ts';
import { withEchartsTheme } from './echarts-theme.ts';
import { darkVizTheme, lightVizTheme } from './viz-themes.ts';

use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

// The themed option is one ECharts 6 accepts: rendered with its SSR mode (as server/viz does), the SVG
// carries the theme's colours for labels and split lines.

function render(theme: typeof lightVizTheme): string {
  const chart = init(null as unknown as HTMLElement, null, { renderer: 'svg', ssr: true, width: 400, height: 300 });
  chart.setOption(
    withEchartsTheme(
      {
        grid: defaultGrid,
        legend: getLegendProps(LegendType.Scroll, LegendOrientation.Top, true, theme),
        xAxis: { type: 'category', data: ['a', 'b', 'c'] },
        yAxis: { type: 'value' },
        series: [{ type: 'line', name: 'metric', data: [1, 3, 2] }],
      },
      theme,
      true,
    ),
  );
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

describe('themed ECharts options render', () => {
  it.each([
    ['light', lightVizTheme],
    ['dark', darkVizTheme],
  ] as const)('%s', (_name, theme) => {
    const svg = render(theme).toLowerCase();
    expect(svg).toContain('<svg');
    expect(svg).toContain(theme.textMuted);
    expect(svg).toContain(theme.gridLine);
    expect(svg).toContain('metric');
  });
});
