import { BoxplotChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { contextMenuFilters, toggleCrossFilter } from '../../core/viz/interaction/cross-filter.ts';
import { EChartsView, type EChartsEventHandlers } from '../../core/viz/react/echarts-view.tsx';
import type { BoxPlotRenderProps } from './transform-props.ts';

registerEChartsParts([BoxplotChart, ScatterChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default function BoxPlot(props: ChartComponentProps<BoxPlotRenderProps>) {
  const { echartOptions, width, height, hooks, groupby, boxGroups, labelMap, emitCrossFilters, filterState } = props;
  const selected = filterState?.selectedValues;
  const eventHandlers = useMemo<EChartsEventHandlers>(() => {
    const groupOf = (params: Record<string, unknown>) => boxGroups[String(params.name)];
    return {
      click: (params) => {
        const group = groupOf(params);
        if (!emitCrossFilters || !group || !groupby.length) return;
        hooks.setDataMask(toggleCrossFilter(groupby, group, selected, labelMap));
      },
      contextmenu: (params) => {
        const group = groupOf(params);
        const event = (params.event as { event?: MouseEvent } | undefined)?.event;
        if (!group || !event || !hooks.onContextMenu) return;
        event.preventDefault();
        hooks.onContextMenu(event.clientX, event.clientY, contextMenuFilters(groupby, group, selected, labelMap));
      },
    };
  }, [boxGroups, emitCrossFilters, groupby, hooks, labelMap, selected]);
  return (
    <EChartsView
      option={echartOptions}
      width={width}
      height={height}
      eventHandlers={eventHandlers}
      onRendered={hooks.onRenderSuccess}
    />
  );
}
