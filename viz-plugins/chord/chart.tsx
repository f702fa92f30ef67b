import { ChordChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { ChordRenderProps } from './transform-props.ts';

registerEChartsParts([ChordChart, TooltipComponent, CanvasRenderer]);

export default function Chord({ echartOptions, width, height, hooks }: ChartComponentProps<ChordRenderProps>) {
  return <EChartsView option={echartOptions} width={width} height={height} onRendered={hooks.onRenderSuccess} />;
}
