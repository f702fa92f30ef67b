import { ParallelChart } from 'echarts/charts';
import { ParallelComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps, EChartsRenderProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';

registerEChartsParts([ParallelChart, ParallelComponent, TooltipComponent, CanvasRenderer]);

/** Parallel coordinates declare no interactive behaviours in Superset: they only draw. */
export default function ParallelCoordinatesView({
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
