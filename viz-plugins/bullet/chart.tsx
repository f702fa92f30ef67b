import { BarChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { BulletRenderProps } from './transform-props.ts';

registerEChartsParts([
  BarChart,
  GridComponent,
  TooltipComponent,
  MarkPointComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

export default function BulletChart({ echartOptions, width, height, hooks }: ChartComponentProps<BulletRenderProps>) {
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
