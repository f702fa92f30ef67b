import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { categoricalContextMenu, categoricalCrossFilter } from '../../core/viz/index.ts';
import type { ChartComponentProps, CategoricalSelection } from '../../core/viz/index.ts';
import { EChartsView } from '../../core/viz/react/echarts-view.tsx';
import type { EChartsEventHandlers } from '../../core/viz/react/echarts-view.tsx';
import type { GraphNode, GraphRenderProps } from './transform-props.ts';

registerEChartsParts([GraphChart, LegendComponent, TooltipComponent, CanvasRenderer]);

interface NodeEvent {
  dataType?: string;
  data?: GraphNode;
  event?: { stop?: () => void; event?: { clientX?: number; clientY?: number; preventDefault?: () => void } };
}

/** A node filters on the column it came from (source or target), as Superset's graph does. */
export default function GraphChartView(props: ChartComponentProps<GraphRenderProps>) {
  const { echartOptions, width, height, hooks, filterState, emitCrossFilters } = props;
  const selectedValues = filterState?.selectedValues;
  const eventHandlers = useMemo<EChartsEventHandlers>(() => {
    const selectionOf = (node: GraphNode): CategoricalSelection => ({
      groupby: [node.col],
      labelMap: { [node.name]: [node.name] },
      selectedValues,
    });
    return {
      click: (params) => {
        const { dataType, data } = params as NodeEvent;
        if (!emitCrossFilters || dataType !== 'node' || !data) return;
        hooks.setDataMask(categoricalCrossFilter(selectionOf(data), data.name).dataMask);
      },
      contextmenu: (params) => {
        const { dataType, data, event } = params as NodeEvent;
        if (!hooks.onContextMenu || dataType !== 'node' || !data) return;
        event?.stop?.();
        event?.event?.preventDefault?.();
        hooks.onContextMenu(
          event?.event?.clientX ?? 0,
          event?.event?.clientY ?? 0,
          categoricalContextMenu(selectionOf(data), data.name, { emitCrossFilters }),
        );
      },
    };
  }, [hooks, emitCrossFilters, selectedValues]);
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
