import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { EChartsView, type EChartsEventHandlers } from '../../core/viz/react/echarts-view.tsx';
import type { WaterfallRenderProps } from './transform-props.ts';

registerEChartsParts([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The waterfall; a click on a bar cross-filters on its x-axis value (totals excluded). */
export default function WaterfallChart(props: ChartComponentProps<WaterfallRenderProps>) {
  const { echartOptions, width, height, hooks, emitCrossFilters, filterState, xAxisColumn, categories, totalMark } =
    props;
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;
  const eventHandlers = useMemo<EChartsEventHandlers>(
    () => ({
      click: (params) => {
        const value = categories[Number(params.dataIndex)];
        if (!emitCrossFilters || value === undefined || value === totalMark) return;
        if (selected?.includes(value)) {
          hooks.setDataMask({ extraFormData: {}, filterState: { value: null, selectedValues: null } });
          return;
        }
        hooks.setDataMask({
          extraFormData: { filters: [{ col: xAxisColumn, op: 'IN', val: [value] }] },
          filterState: { value: [value], selectedValues: [value] },
        });
      },
    }),
    [categories, emitCrossFilters, hooks, selected, totalMark, xAxisColumn],
  );
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
