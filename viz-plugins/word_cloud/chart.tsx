import { GraphicComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { WordCloudRenderProps } from './transform-props.ts';

registerEChartsParts([GraphicComponent, CanvasRenderer]);

export default function WordCloud({ echartOptions, width, height, hooks }: ChartComponentProps<WordCloudRenderProps>) {
  return <EChartsView option={echartOptions} width={width} height={height} onRendered={hooks.onRenderSuccess} />;
}
