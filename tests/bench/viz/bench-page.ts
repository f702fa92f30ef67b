// The benchmark's page (bundled by esbuild, served on the Loupe origin): draws a line series with
// uPlot or ECharts and reports data → pixels, i.e. from the call that gets the arrays to the end of
// the animation frame that painted them. Data arrive as transferable Float64Arrays.
import { LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import uPlot from 'uplot';

use([LineChart, GridComponent, CanvasRenderer]);

const WIDTH = 1000;
const HEIGHT = 400;

function host(): HTMLDivElement {
  document.body.replaceChildren();
  const div = document.createElement('div');
  div.style.width = `${WIDTH}px`;
  div.style.height = `${HEIGHT}px`;
  document.body.append(div);
  return div;
}

/** Resolves after the frame that follows `start`'s synchronous drawing has been presented. */
const afterPaint = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

async function drawUplot(xs: Float64Array, ys: Float64Array): Promise<number> {
  const div = host();
  const start = performance.now();
  const plot = new uPlot(
    {
      width: WIDTH,
      height: HEIGHT,
      scales: { x: { time: true } },
      legend: { show: false },
      series: [{}, { stroke: '#1FA8C9', width: 1, points: { show: false } }],
    },
    [xs as unknown as number[], ys as unknown as number[]],
    div,
  );
  const end = await afterPaint();
  plot.destroy();
  return end - start;
}

async function drawECharts(xs: Float64Array, ys: Float64Array): Promise<number> {
  const div = host();
  const start = performance.now();
  const chart = init(div, null, { renderer: 'canvas', width: WIDTH, height: HEIGHT });
  const data: [number, number][] = new Array(xs.length);
  for (let i = 0; i < xs.length; i++) data[i] = [xs[i] * 1000, ys[i]];
  chart.setOption(
    {
      animation: false,
      grid: { left: 50, right: 10, top: 10, bottom: 30 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true },
      series: [{ type: 'line', data, showSymbol: false, lineStyle: { width: 1, color: '#1FA8C9' } }],
    },
    { notMerge: true, lazyUpdate: false },
  );
  const end = await afterPaint();
  chart.dispose();
  return end - start;
}

(window as unknown as { bench: unknown }).bench = { drawUplot, drawECharts, WIDTH };
