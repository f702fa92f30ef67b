import { HeatmapChart } from 'echarts/charts';
import {
  CalendarComponent,
  GridComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { CalendarRenderProps } from './transform-props.ts';

registerEChartsParts([
  HeatmapChart,
  CalendarComponent,
  GridComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export default function CalendarHeatmap({
  echartOptions,
  width,
  height,
  hooks,
}: ChartComponentProps<CalendarRenderProps>) {
  return <EChartsView option={echartOptions} width={width} height={height} onRendered={hooks.onRenderSuccess} />;
}
