import { HeatmapChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { HeatmapRenderProps } from './transform-props.ts';

registerEChartsParts([HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export default function Heatmap({ echartOptions, width, height, hooks }: ChartComponentProps<HeatmapRenderProps>) {
  return <EChartsView option={echartOptions} width={width} height={height} onRendered={hooks.onRenderSuccess} />;
}
