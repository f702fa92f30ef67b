import { SunburstChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import { useCategoricalEvents } from '../../core/viz/react/use-categorical-events.ts';
import type { SunburstRenderProps } from './transform-props.ts';

registerEChartsParts([SunburstChart, TooltipComponent, GraphicComponent, CanvasRenderer]);

/** A clicked ring segment stands for its whole path ('CA,boy'), filtering every level down to it. */
const nameOf = (params: Record<string, unknown>) => (params.data as { path?: string } | undefined)?.path;

export default function SunburstChartView(props: ChartComponentProps<SunburstRenderProps>) {
  const { echartOptions, width, height, hooks, groupby, labelMap, filterState, emitCrossFilters } = props;
  const selection = useMemo(
    () => ({ groupby, labelMap, selectedValues: filterState?.selectedValues }),
    [groupby, labelMap, filterState?.selectedValues],
  );
  const eventHandlers = useCategoricalEvents({
    selection,
    hooks,
    emitCrossFilters,
    groupbyFieldName: 'columns',
    nameOf,
  });
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
