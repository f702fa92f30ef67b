// Which data-mask entries (native filters, cross-filters) reach a chart (reference §8.6, step 1).
import { ROOT_ID, type DashboardMetadata, type DataMask, type ExtraFormData } from '../../shared/index.ts';
import { mergeAllExtraFormData } from './merge-extra-form-data.ts';

/** A scope as the metadata stores it: the subtrees it covers, minus the excluded chart ids. */
export interface FilterScope {
  rootPath: string[];
  excluded: number[];
}

/** For each chart id, the layout ids above it (its `parents`), to evaluate a scope without `chartsInScope`. */
export type ChartAncestors = Readonly<Record<number, readonly string[]>>;

interface NativeFilterEntry {
  id: string;
  type?: string;
  chartsInScope?: number[];
  scope?: FilterScope;
}

/** Whether a scope covers a chart: a root in its ancestry (ROOT_ID covers every chart), not excluded. */
export function scopeCovers(scope: FilterScope, chartId: number, ancestors?: ChartAncestors): boolean {
  if (scope.excluded.includes(chartId)) return false;
  if (scope.rootPath.includes(ROOT_ID)) return true;
  const above = ancestors?.[chartId] ?? [];
  return scope.rootPath.some((id) => above.includes(id));
}

function nativeFilters(metadata: DashboardMetadata): Map<string, NativeFilterEntry> {
  const out = new Map<string, NativeFilterEntry>();
  for (const raw of metadata.native_filter_configuration ?? []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as NativeFilterEntry;
    if (typeof entry.id === 'string' && entry.type !== 'DIVIDER') out.set(entry.id, entry);
  }
  return out;
}

function nativeFilterReaches(f: NativeFilterEntry, chartId: number, ancestors?: ChartAncestors): boolean {
  if (Array.isArray(f.chartsInScope)) return f.chartsInScope.includes(chartId);
  if (f.scope) return scopeCovers(f.scope, chartId, ancestors);
  return true;
}

/** A cross-filter (mask key = the emitting chart's id): its chart's configuration, else the global one, else every chart. */
function crossFilterReaches(
  emitter: number,
  chartId: number,
  metadata: DashboardMetadata,
  ancestors?: ChartAncestors,
): boolean {
  if (emitter === chartId) return false;
  const own = metadata.chart_configuration?.[String(emitter)]?.crossFilters;
  const global = metadata.global_chart_configuration;
  if (own && own.scope !== 'global') {
    if (Array.isArray(own.chartsInScope)) return own.chartsInScope.includes(chartId);
    return scopeCovers(own.scope, chartId, ancestors);
  }
  if (global) {
    if (Array.isArray(global.chartsInScope)) return global.chartsInScope.includes(chartId);
    return scopeCovers(global.scope, chartId, ancestors);
  }
  return true;
}

/**
 * The ids of the data-mask entries whose filters reach `chartId`, in the data mask's key order (as
 * Superset's `Object.values(dataMask)`: chart ids first, then native filters as inserted). Native
 * filters count by their `chartsInScope` (or their scope); cross-filters (numeric keys) by the
 * emitting chart's `chart_configuration`, else `global_chart_configuration`, never on the emitter
 * itself, and not at all when `cross_filters_enabled` is false. An id that is neither a configured
 * native filter nor a chart id (a filter since deleted) reaches nothing.
 */
export function filtersInScope(
  chartId: number,
  dataMask: Readonly<Record<string, DataMask>>,
  metadata: DashboardMetadata,
  ancestors?: ChartAncestors,
): string[] {
  const natives = nativeFilters(metadata);
  const crossEnabled = metadata.cross_filters_enabled !== false;
  return Object.keys(dataMask).filter((id) => {
    const native = natives.get(id);
    if (native) return nativeFilterReaches(native, chartId, ancestors);
    if (/^\d+$/.test(id)) return crossEnabled && crossFilterReaches(Number(id), chartId, metadata, ancestors);
    return false;
  });
}

/** The merged `extra_form_data` a chart's query gets from the masks in its scope. */
export function extraFormDataFor(
  chartId: number,
  dataMask: Readonly<Record<string, DataMask>>,
  metadata: DashboardMetadata,
  ancestors?: ChartAncestors,
): ExtraFormData {
  return mergeAllExtraFormData(
    filtersInScope(chartId, dataMask, metadata, ancestors).map((id) => dataMask[id]?.extraFormData),
  );
}
