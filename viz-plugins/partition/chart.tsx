import { CustomChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps, EChartsRenderProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';

registerEChartsParts([CustomChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** The legacy partition chart declares no interactive behaviours in Superset: it only draws. */
export default function PartitionChartView({
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
