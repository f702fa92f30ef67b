import { CustomChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { contextMenuFilters, toggleCrossFilter } from '../../core/viz/interaction/cross-filter.ts';
import { EChartsView, type EChartsEventHandlers } from '../../core/viz/react/echarts-view.tsx';
import type { GanttRenderProps } from './transform-props.ts';

registerEChartsParts([
  CustomChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export default function Gantt(props: ChartComponentProps<GanttRenderProps>) {
  const { echartOptions, width, height, hooks, filterColumns, labelMap, emitCrossFilters, filterState } = props;
  const selected = filterState?.selectedValues;
  const eventHandlers = useMemo<EChartsEventHandlers>(
    () => ({
      click: (params) => {
        const name = String(params.seriesName);
        if (emitCrossFilters && labelMap[name] && filterColumns.length)
          hooks.setDataMask(toggleCrossFilter(filterColumns, name, selected, labelMap));
      },
      contextmenu: (params) => {
        const name = String(params.seriesName);
        const event = (params.event as { event?: MouseEvent } | undefined)?.event;
        if (!labelMap[name] || !event || !hooks.onContextMenu) return;
        event.preventDefault();
        hooks.onContextMenu(event.clientX, event.clientY, contextMenuFilters(filterColumns, name, selected, labelMap));
      },
    }),
    [emitCrossFilters, filterColumns, hooks, labelMap, selected],
  );
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
