import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { EChartsEventHandlers } from '../../core/viz/react/echarts-view.tsx';
import { graphContextMenu, graphCrossFilter } from './graph-events.ts';
import type { GraphEventTarget } from './graph-events.ts';
import type { GraphNode, GraphRenderProps } from './transform-props.ts';

registerEChartsParts([GraphChart, LegendComponent, TooltipComponent, CanvasRenderer]);

type PointerParams = GraphEventTarget & {
  event?: { stop?: () => void; event?: { clientX?: number; clientY?: number; preventDefault?: () => void } };
};

export default function GraphChartView(props: ChartComponentProps<GraphRenderProps>) {
  const { echartOptions, width, height, hooks, filterState, emitCrossFilters, columns } = props;
  const selectedValues = filterState?.selectedValues;
  const eventHandlers = useMemo<EChartsEventHandlers>(() => {
    const nodes = ((echartOptions.series as { data?: GraphNode[] }[] | undefined)?.[0]?.data ?? []) as GraphNode[];
    return {
      click: (params) => {
        const { dataType, data } = params as PointerParams;
        const node = dataType === 'node' ? nodes.find((item) => item.id === data?.id) : undefined;
        if (!emitCrossFilters || !node) return;
        hooks.setDataMask(graphCrossFilter(node, selectedValues));
      },
      contextmenu: (params) => {
        const target = params as PointerParams;
        if (!hooks.onContextMenu) return;
        const filters = graphContextMenu(target, nodes, columns, selectedValues, emitCrossFilters);
        if (!filters) return;
        target.event?.stop?.();
        target.event?.event?.preventDefault?.();
        hooks.onContextMenu(target.event?.event?.clientX ?? 0, target.event?.event?.clientY ?? 0, filters);
      },
    };
  }, [echartOptions, hooks, emitCrossFilters, selectedValues, columns]);
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
