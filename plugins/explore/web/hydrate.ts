import type { QueryFormData } from '../../../core/viz/query/query-types.ts';
import type { ExploreDataset } from './explore-types.ts';

export const DEFAULT_TIME_FILTER = 'No filter';
export const DEFAULT_VIZ_TYPE = 'table';

/** The dataset's temporal column Explore defaults to: its main_dttm_col, else its first temporal column (spec §4.5). */
export function defaultTemporalColumn(dataset: ExploreDataset | null): string | null {
  if (!dataset) return null;
  const temporal = dataset.columns.filter((c) => c.is_dttm || c.type_generic === 2);
  if (dataset.main_dttm_col && temporal.some((c) => c.column_name === dataset.main_dttm_col))
    return dataset.main_dttm_col;
  return temporal[0]?.column_name ?? null;
}

/**
 * The form_data Explore starts from (spec §4.1): the saved or cached form_data when there is one;
 * viz_type from it, else the URL, else the default; time_range defaults to 'No filter'; a new
 * chart on a dataset with a temporal column starts with Superset's TEMPORAL_RANGE filter on it
 * (comparator 'No filter'), and a granularity_sqla that is not a temporal column of the dataset is
 * reset to the default temporal column (§4.5).
 */
export function hydrateFormData(
  dataset: ExploreDataset | null,
  saved: Partial<QueryFormData> | null,
  urlVizType: string | null,
  defaultVizType: string = DEFAULT_VIZ_TYPE,
): QueryFormData {
  const fd: QueryFormData = {
    ...(saved ?? {}),
    datasource: saved?.datasource ?? (dataset ? `${dataset.id}__${dataset.type}` : ''),
    viz_type: saved?.viz_type || urlVizType || defaultVizType,
  };
  fd.time_range ??= DEFAULT_TIME_FILTER;
  const temporal = defaultTemporalColumn(dataset);
  if (dataset && fd.granularity_sqla !== undefined) {
    const ok = dataset.columns.some(
      (c) => c.column_name === fd.granularity_sqla && (c.is_dttm || c.type_generic === 2),
    );
    if (!ok) fd.granularity_sqla = temporal ?? undefined;
  }
  if (!saved?.adhoc_filters && temporal) {
    fd.adhoc_filters = [
      {
        expressionType: 'SIMPLE',
        subject: temporal,
        operator: 'TEMPORAL_RANGE',
        comparator: DEFAULT_TIME_FILTER,
        clause: 'WHERE',
        sqlExpression: null,
        isExtra: false,
        isNew: false,
        datasourceWarning: false,
      },
    ];
  }
  return fd;
}

/**
 * Form-data keys every chart keeps whatever its control panel: Superset's datasourceAndVizType
 * section, the dashboard context, and time_range (filled at hydration, spec §4.1).
 */
const BASE_KEYS = new Set([
  'time_range',
  'datasource',
  'viz_type',
  'slice_id',
  'cache_timeout',
  'url_params',
  'custom_params',
  'dashboardId',
  'extra_form_data',
]);

/**
 * Superset's viz-type switch (spec §4.10): the form data is rebuilt from the new chart's controls
 * (as Superset's getFormDataFromControls does), so a saved chart carries no controls of the types
 * tried before it; values of controls both charts have carry over, and the metrics and columns
 * move between the single- and multi-valued controls. `remembered` is the form data this chart
 * type had earlier in the session: its values come back for the controls the switch does not set.
 */
export function switchVizType(
  fd: QueryFormData,
  vizType: string,
  controls: ReadonlySet<string>,
  remembered: Partial<QueryFormData> | null = null,
): QueryFormData {
  const keep = (k: string) => BASE_KEYS.has(k) || controls.has(k);
  const next = { viz_type: vizType } as QueryFormData;
  for (const [k, v] of Object.entries(remembered ?? {})) if (keep(k) && v !== undefined) next[k] = v;
  for (const [k, v] of Object.entries(fd)) if (keep(k) && v !== undefined) next[k] = v;
  next.viz_type = vizType;
  const metrics = [...(Array.isArray(fd.metrics) ? fd.metrics : []), ...(fd.metric ? [fd.metric] : [])];
  const columns = [...(Array.isArray(fd.groupby) ? fd.groupby : []), ...(Array.isArray(fd.columns) ? fd.columns : [])];
  if (controls.has('metrics') && !(Array.isArray(fd.metrics) && fd.metrics.length) && metrics.length)
    next.metrics = metrics.slice(0, 1);
  if (controls.has('metric') && !fd.metric && metrics.length) next.metric = metrics[0];
  if (controls.has('groupby') && !(Array.isArray(fd.groupby) && fd.groupby.length) && columns.length)
    next.groupby = [...new Set(columns.map((c) => JSON.stringify(c)))].map((c) => JSON.parse(c) as string);
  return next;
}
