import type { BinaryQueryObjectFilterClause, ContextMenuFilters, DataMask } from '../plugin/chart-props.ts';
import type { DataRecordValue } from '../query/query-types.ts';

/**
 * Cross-filter and drill helpers of the categorical ECharts charts (pie, funnel, gauge, radar,
 * sunburst, treemap, graph…), as Superset's plugin-chart-echarts builds them in each chart's
 * component (e.g. src/Pie/EchartsPie.tsx): one selected category at a time, clicking it again
 * clears the filter.
 */

/** A display label (e.g. 'CA, boy') → the raw values of each groupby column. */
export type LabelMap = Record<string, DataRecordValue[]>;

export interface CategoricalSelection {
  /** Column labels of the dimensions, in order. */
  groupby: readonly string[];
  labelMap: LabelMap;
  /** Labels currently selected (the chart's filterState.selectedValues). */
  selectedValues: readonly unknown[] | null | undefined;
}

/** The data mask a click on `name` emits; `isCurrentValueSelected` when it clears the selection. */
export function categoricalCrossFilter(
  { groupby, labelMap, selectedValues }: CategoricalSelection,
  name: string,
): { dataMask: DataMask; isCurrentValueSelected: boolean } {
  const selected = (selectedValues ?? []).map(String);
  const isCurrentValueSelected = selected.includes(name);
  if (isCurrentValueSelected || !labelMap[name]) {
    return {
      dataMask: { extraFormData: {}, filterState: { value: null, selectedValues: null } },
      isCurrentValueSelected,
    };
  }
  const values = labelMap[name];
  return {
    dataMask: {
      extraFormData: {
        // A node of a hierarchy (sunburst, treemap) filters only the levels down to it.
        filters: groupby.slice(0, values.length).map((col, index) => {
          const value = values[index];
          return value === null || value === undefined ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
        }),
      },
      filterState: { value: [values], selectedValues: [name] },
    },
    isCurrentValueSelected,
  };
}

/** What a right-click on `name` hands the host's context menu (drill to detail, drill by, cross-filter). */
export function categoricalContextMenu(
  selection: CategoricalSelection,
  name: string,
  options: { emitCrossFilters?: boolean; groupbyFieldName?: string; formatValue?: (value: DataRecordValue) => string },
): ContextMenuFilters {
  const values = selection.labelMap[name] ?? [];
  const drillToDetail: BinaryQueryObjectFilterClause[] = [];
  const drillBy: BinaryQueryObjectFilterClause[] = [];
  selection.groupby.slice(0, values.length).forEach((col, index) => {
    const val = values[index] ?? null;
    drillToDetail.push({
      col,
      op: '==',
      val,
      formattedVal: options.formatValue ? options.formatValue(val) : String(val),
    });
    drillBy.push({ col, op: '==', val });
  });
  return {
    drillToDetail,
    crossFilter: options.emitCrossFilters ? categoricalCrossFilter(selection, name) : undefined,
    drillBy: { filters: drillBy, groupbyFieldName: options.groupbyFieldName ?? 'groupby' },
  };
}
