import { TreeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps, EChartsRenderProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';

registerEChartsParts([TreeChart, TooltipComponent, CanvasRenderer]);

/** Superset's tree chart declares no interactive behaviours: it only draws. */
export default function TreeChartView({
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
