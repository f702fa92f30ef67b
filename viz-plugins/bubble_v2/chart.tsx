import { ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { BubbleRenderProps } from './transform-props.ts';

registerEChartsParts([ScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function Bubble({ echartOptions, width, height, hooks }: ChartComponentProps<BubbleRenderProps>) {
  return <EChartsView option={echartOptions} width={width} height={height} onRendered={hooks.onRenderSuccess} />;
}
