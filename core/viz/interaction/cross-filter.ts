import type { BinaryQueryObjectFilterClause, ContextMenuFilters, DataMask } from '../plugin/chart-props.ts';
import type { DataRecordValue } from '../query/query-types.ts';

// Cross-filter and drill helpers for charts whose marks stand for one combination of groupby
// values (a box, a country, a task bar), as Superset's ECharts plugins emit them: a click selects
// that mark's values (IN per column; IS NULL for a null value), clicking the selected mark again
// clears the filter, and a right-click hands the host drill-to-detail/drill-by filters.

/** A mark's key (what the chart shows, e.g. "Medium, Classic Cars") → its values per groupby column. */
export type LabelMap = Readonly<Record<string, readonly DataRecordValue[]>>;

export function crossFilterDataMask(
  columns: readonly string[],
  selected: readonly string[],
  labelMap: LabelMap,
): DataMask {
  const picked = selected.filter((key) => labelMap[key]);
  if (!picked.length || !columns.length) {
    return { extraFormData: {}, filterState: { value: null, selectedValues: null } };
  }
  const groupbyValues = picked.map((key) => labelMap[key]!);
  return {
    extraFormData: {
      filters: columns.map((col, i) => {
        const values = groupbyValues.map((v) => v[i] ?? null);
        return values.every((v) => v === null) ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
      }),
    },
    filterState: {
      label: picked.join(', '),
      value: groupbyValues as DataRecordValue[][],
      selectedValues: [...picked],
    },
  };
}

/** The data mask after clicking `key`: select it alone, or clear when it was the selection. */
export function toggleCrossFilter(
  columns: readonly string[],
  key: string,
  currentlySelected: readonly unknown[] | null | undefined,
  labelMap: LabelMap,
): DataMask {
  const isSelected = (currentlySelected ?? []).includes(key);
  return crossFilterDataMask(columns, isSelected ? [] : [key], labelMap);
}

/** Drill-to-detail filters (==, IS NULL as Superset) for a mark. */
export function drillFilters(
  columns: readonly string[],
  values: readonly DataRecordValue[],
  format: (value: DataRecordValue) => string = String,
): BinaryQueryObjectFilterClause[] {
  return columns.map((col, i) => ({ col, op: '==', val: values[i] ?? null, formattedVal: format(values[i] ?? null) }));
}

/** What a right-click on a mark hands the host's context menu. */
export function contextMenuFilters(
  columns: readonly string[],
  key: string,
  currentlySelected: readonly unknown[] | null | undefined,
  labelMap: LabelMap,
): ContextMenuFilters {
  const values = labelMap[key] ?? [];
  return {
    drillToDetail: drillFilters(columns, values),
    crossFilter: {
      dataMask: toggleCrossFilter(columns, key, currentlySelected, labelMap),
      isCurrentValueSelected: (currentlySelected ?? []).includes(key),
    },
    drillBy: { filters: drillFilters(columns, values), groupbyFieldName: 'groupby' },
  };
}
