import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartComponentProps } from '../plugin/chart-props.ts';
import type { DataRecordValue } from '../query/query-types.ts';
import { seriesContextMenu, seriesCrossFilter } from '../timeseries/cross-filter.ts';
import type { TimeseriesRenderProps } from '../timeseries/transform-props.ts';
import { EChartsView, type EChartsEventHandlers } from './echarts-view.tsx';
import { UPlotView } from './uplot-view.tsx';

registerEChartsParts([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  ToolboxComponent,
  MarkLineComponent,
  MarkAreaComponent,
  // series.labelLayout (value labels that would overlap are hidden) is a feature of its own
  LabelLayout,
  CanvasRenderer,
]);

/**
 * The chart of the time-series family (Superset Timeseries/EchartsTimeseries.tsx): ECharts, or
 * uPlot when transformProps found more points than ECharts draws quickly (`large`). A click on a
 * series cross-filters by its groupby values; a right-click opens the host's drill menu.
 */
export function TimeseriesChart(props: ChartComponentProps<TimeseriesRenderProps>) {
  const { echartOptions, width, height, hooks, emitCrossFilters, filterState, groupby, labelMap, large } = props;
  const selectedValues = (filterState?.selectedValues as string[] | null | undefined) ?? null;

  const eventHandlers = useMemo<EChartsEventHandlers>(
    () => ({
      click: (params) => {
        if (!emitCrossFilters || groupby.length === 0) return;
        const name = String(params.seriesName ?? '');
        if (!(name in labelMap) && groupby.length > 0 && !props.seriesNames.includes(name)) return;
        hooks.setDataMask(seriesCrossFilter(groupby, labelMap, selectedValues, name).dataMask);
      },
      contextmenu: (params) => {
        if (!hooks.onContextMenu) return;
        const event = (params.event as { event?: MouseEvent } | undefined)?.event;
        event?.preventDefault();
        const value = params.value as DataRecordValue[] | undefined;
        const xValue = value ? value[props.isHorizontal ? 1 : 0] : undefined;
        hooks.onContextMenu(
          event?.clientX ?? 0,
          event?.clientY ?? 0,
          seriesContextMenu({
            groupby,
            labelMap,
            selectedValues,
            seriesName: String(params.seriesName ?? ''),
            xColumn: props.xColumn,
            xValue,
            xFormatted: xValue === undefined ? undefined : props.formatX(xValue),
            timeGrain: props.timeGrain,
            emitCrossFilters,
          }),
        );
      },
    }),
    [emitCrossFilters, groupby, labelMap, selectedValues, hooks, props],
  );

  if (large) {
    return (
      <UPlotView
        x={large.x}
        series={large.series}
        width={width}
        height={height}
        theme={props.theme}
        isTime={props.xAxisType === 'time'}
        formatValue={props.formatValue}
        formatX={props.formatX}
        onRendered={hooks.onRenderSuccess}
      />
    );
  }
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
