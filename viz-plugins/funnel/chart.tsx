import { FunnelChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import { useCategoricalEvents } from '../../core/viz/react/use-categorical-events.ts';
import type { FunnelRenderProps } from './transform-props.ts';

registerEChartsParts([FunnelChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function FunnelChartView(props: ChartComponentProps<FunnelRenderProps>) {
  const { echartOptions, width, height, hooks, groupby, labelMap, filterState, emitCrossFilters } = props;
  const selection = useMemo(
    () => ({ groupby, labelMap, selectedValues: filterState?.selectedValues }),
    [groupby, labelMap, filterState?.selectedValues],
  );
  const eventHandlers = useCategoricalEvents({ selection, hooks, emitCrossFilters });
  return (
    <EChartsView
      option={echartOptions}
      width={width}
      height={height}
      eventHandlers={eventHandlers}
      onRendered={hooks.onRenderSuccess}
      onError={hooks.onRenderFailure}
    />
  );
}
