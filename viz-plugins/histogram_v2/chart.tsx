import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { HistogramRenderProps } from './transform-props.ts';

registerEChartsParts([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function Histogram({ echartOptions, width, height, hooks }: ChartComponentProps<HistogramRenderProps>) {
  return <EChartsView option={echartOptions} width={width} height={height} onRendered={hooks.onRenderSuccess} />;
}
