import { useMemo } from 'react';
import { categoricalContextMenu, categoricalCrossFilter } from '../echarts/categorical-cross-filter.ts';
import type { CategoricalSelection } from '../echarts/categorical-cross-filter.ts';
import type { ChartHooks } from '../plugin/chart-props.ts';
import type { EChartsEventHandlers } from './echarts-view.tsx';

interface EChartsPointerParams {
  name?: unknown;
  event?: { stop?: () => void; event?: { clientX?: number; clientY?: number; preventDefault?: () => void } };
  [key: string]: unknown;
}

export interface CategoricalEventsOptions {
  selection: CategoricalSelection;
  hooks: ChartHooks;
  emitCrossFilters?: boolean;
  /** The form_data key drill-by replaces ('groupby', 'columns'…). */
  groupbyFieldName?: string;
  /** The label a clicked element stands for (default: ECharts' `params.name`); undefined ignores the click. */
  nameOf?: (params: Record<string, unknown>) => string | undefined;
}

/**
 * ECharts click / contextmenu handlers of a categorical chart: a click emits or clears a
 * cross-filter (when the host allows it), a right-click opens the host's drill menu.
 */
export function useCategoricalEvents({
  selection,
  hooks,
  emitCrossFilters,
  groupbyFieldName,
  nameOf,
}: CategoricalEventsOptions): EChartsEventHandlers {
  return useMemo(() => {
    const resolve = (params: Record<string, unknown>) =>
      nameOf ? nameOf(params) : params.name === undefined ? undefined : String(params.name);
    return {
      click: (params) => {
        const name = resolve(params);
        if (!emitCrossFilters || name === undefined) return;
        hooks.setDataMask(categoricalCrossFilter(selection, name).dataMask);
      },
      contextmenu: (params) => {
        const name = resolve(params);
        if (!hooks.onContextMenu || name === undefined) return;
        const { event } = params as EChartsPointerParams;
        event?.stop?.();
        event?.event?.preventDefault?.();
        hooks.onContextMenu(
          event?.event?.clientX ?? 0,
          event?.event?.clientY ?? 0,
          categoricalContextMenu(selection, name, { emitCrossFilters, groupbyFieldName }),
        );
      },
    };
  }, [selection, hooks, emitCrossFilters, groupbyFieldName, nameOf]);
}
