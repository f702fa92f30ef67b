// Whether a chart's place in the layout puts it under different native filters (the warning
// 'This chart has been moved to a different filter scope.'). A filter's scope is a set of layout
// roots (`rootPath`) minus excluded chart ids; a chart is in scope when one of its ancestors, or
// itself, is a root and its chart id is not excluded.

export interface ScopedFilter {
  id: string;
  scope?: { rootPath?: string[]; excluded?: number[] };
}

export function filtersInScope(
  path: string[],
  chartId: number | undefined,
  filters: readonly ScopedFilter[],
): string[] {
  return filters
    .filter((filter) => {
      const rootPath = filter.scope?.rootPath ?? ['ROOT_ID'];
      const excluded = filter.scope?.excluded ?? [];
      if (chartId !== undefined && excluded.includes(chartId)) return false;
      return rootPath.some((root) => path.includes(root));
    })
    .map((filter) => filter.id)
    .sort();
}

/** A scope check for moveComponent built from the dashboard's native filter configuration. */
export function nativeFilterScopeCheck(filters: readonly ScopedFilter[]) {
  return (before: string[], after: string[], chartId: number | undefined): boolean => {
    const a = filtersInScope(before, chartId, filters);
    const b = filtersInScope(after, chartId, filters);
    return a.length !== b.length || a.some((id, i) => id !== b[i]);
  };
}
