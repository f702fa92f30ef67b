import { extractExtras } from './extract-extras.ts';
import { extractQueryFields, type QueryFieldAliases } from './extract-query-fields.ts';
import { overrideExtraFormData } from './process-extra-form-data.ts';
import { processFilters } from './process-filters.ts';
import type {
  AdhocFilter,
  QueryFormData,
  QueryFormMetric,
  QueryObject,
  QueryObjectFilterClause,
} from './query-types.ts';

/** A series-limit metric that is an empty string or list counts as none. */
function normalizeSeriesLimitMetric(metric: unknown): QueryFormMetric | undefined {
  if (metric === null || metric === undefined) return undefined;
  if (typeof metric === 'string' || Array.isArray(metric))
    return metric.length ? (metric as QueryFormMetric) : undefined;
  return metric as QueryFormMetric;
}

function parseNumber(value: unknown): number | undefined {
  const parsed = Number(value);
  return value === null || value === undefined || Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * The query object every chart starts from (superset-ui-core buildQueryObject; reference §3.4):
 * time fields, metrics/columns/orderby gathered from the form, adhoc and extra filters converted,
 * series limit keys, annotation layers, url/custom params, then the native/cross filter overrides
 * of `extra_form_data`. Filters coming from the dashboard are marked `isExtra`.
 */
export function buildQueryObject<T extends QueryFormData>(formData: T, queryFields?: QueryFieldAliases): QueryObject {
  const {
    annotation_layers = [],
    extra_form_data,
    time_range,
    since,
    until,
    row_limit,
    row_offset,
    order_desc,
    limit,
    timeseries_limit_metric,
    granularity,
    url_params = {},
    custom_params = {},
    series_columns,
    series_limit,
    series_limit_metric,
    ...residualFormData
  } = formData as QueryFormData & Record<string, unknown>;
  const {
    adhoc_filters: appendAdhocFilters = [],
    filters: appendFilters = [],
    custom_form_data = {},
    ...overrides
  } = extra_form_data ?? {};

  const { metrics, columns, orderby } = extractQueryFields(residualFormData, queryFields);
  const extras = extractExtras(formData);
  const markExtra = <F extends QueryObjectFilterClause | AdhocFilter>(filter: F): F => ({ ...filter, isExtra: true });
  const extrasAndFilters = processFilters({
    where: formData.where,
    extras: extras.extras,
    filters: [...extras.filters, ...appendFilters.map(markExtra)],
    adhoc_filters: [...(formData.adhoc_filters ?? []), ...appendAdhocFilters.map(markExtra)],
  });
  const numericLimit = Number(limit);

  const queryObject: QueryObject = {
    time_range: (time_range as string | undefined) || undefined,
    since: (since as string | undefined) || undefined,
    until: (until as string | undefined) || undefined,
    granularity: (granularity as string | undefined) || undefined,
    ...extras,
    ...extrasAndFilters,
    columns,
    metrics,
    orderby,
    annotation_layers: annotation_layers as unknown[],
    row_limit: parseNumber(row_limit),
    row_offset: parseNumber(row_offset),
    series_columns: series_columns as QueryObject['series_columns'],
    series_limit: (series_limit as number | undefined) ?? (Number.isNaN(numericLimit) ? 0 : numericLimit),
    series_limit_metric: normalizeSeriesLimitMetric(series_limit_metric ?? timeseries_limit_metric),
    order_desc: order_desc === undefined ? true : order_desc,
    url_params: (url_params as Record<string, string> | null) || undefined,
    custom_params: custom_params as Record<string, unknown>,
  };
  return { ...overrideExtraFormData(queryObject, overrides), custom_form_data };
}
