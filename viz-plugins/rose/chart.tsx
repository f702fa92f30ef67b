import { BarChart } from 'echarts/charts';
import { LegendComponent, PolarComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps, EChartsRenderProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';

registerEChartsParts([BarChart, PolarComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The legacy rose declares no interactive behaviours in Superset: it only draws. */
export default function RoseChartView({
  echartOptions,
  width,
  height,
  hooks,
}: ChartComponentProps<EChartsRenderProps>) {
  return (
    <EChartsView
      option={echartOptions}
      width={width}
      height={height}
      onRendered={hooks.onRenderSuccess}
      onError={hooks.onRenderFailure}
    />
  );
}
