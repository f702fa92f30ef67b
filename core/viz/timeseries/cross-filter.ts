// Cross-filter and drill payloads of a series click, as Superset's EchartsTimeseries.tsx builds them
// (getCrossFilterDataMask, the contextmenu handler). Pure, shared by every series-based chart.
import type { BinaryQueryObjectFilterClause, ContextMenuFilters, DataMask } from '../plugin/chart-props.ts';
import type { DataRecordValue } from '../query/query-types.ts';

/**
 * The data mask of clicking series `name`: select it (single select), or clear when it was the
 * selected one. `labelMap` maps a series name to its groupby values (the answer's `label_map`).
 */
export function seriesCrossFilter(
  groupby: readonly string[],
  labelMap: Record<string, readonly DataRecordValue[]>,
  selectedValues: readonly unknown[] | null | undefined,
  name: string,
): { dataMask: DataMask; isCurrentValueSelected: boolean } {
  const selected = (selectedValues ?? []).map(String);
  const isCurrentValueSelected = selected.includes(name);
  if (isCurrentValueSelected || groupby.length === 0) {
    return {
      dataMask: { extraFormData: {}, filterState: { value: null, selectedValues: null } },
      isCurrentValueSelected,
    };
  }
  const groupbyValues = labelMap[name] ?? [name];
  return {
    dataMask: {
      extraFormData: {
        filters: groupby.map((col, index) => {
          const value = groupbyValues[index];
          return value === null || value === undefined ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
        }),
      },
      filterState: { label: name, value: [groupbyValues], selectedValues: [name] },
    },
    isCurrentValueSelected,
  };
}

/** What a right-click on a point offers: drill to detail at (x, series), drill by the series, cross-filter. */
export function seriesContextMenu(options: {
  groupby: readonly string[];
  labelMap: Record<string, readonly DataRecordValue[]>;
  selectedValues: readonly unknown[] | null | undefined;
  seriesName: string;
  /** The x column's label and the clicked x value (absent for a click off the points). */
  xColumn?: string;
  xValue?: DataRecordValue;
  xFormatted?: string;
  timeGrain?: string;
  emitCrossFilters?: boolean;
}): ContextMenuFilters {
  const values = options.labelMap[options.seriesName] ?? [];
  const groupbyFilters: BinaryQueryObjectFilterClause[] = options.groupby.flatMap((col, index) => {
    const val = values[index];
    return val === undefined ? [] : [{ col, op: '==' as const, val, formattedVal: String(val) }];
  });
  const drillToDetail: BinaryQueryObjectFilterClause[] = [];
  if (options.xColumn && options.xValue !== undefined) {
    drillToDetail.push({
      col: options.xColumn,
      op: '==',
      val: options.xValue,
      formattedVal: options.xFormatted ?? String(options.xValue),
      ...(options.timeGrain ? { grain: options.timeGrain } : {}),
    });
  }
  drillToDetail.push(...groupbyFilters);
  const menu: ContextMenuFilters = { drillToDetail };
  if (groupbyFilters.length > 0) menu.drillBy = { filters: groupbyFilters, groupbyFieldName: 'groupby' };
  if (options.emitCrossFilters && options.groupby.length > 0) {
    menu.crossFilter = seriesCrossFilter(options.groupby, options.labelMap, options.selectedValues, options.seriesName);
  }
  return menu;
}
