import { buildQueryObject } from './build-query-object.ts';
import { parseDatasourceKey } from './datasource-key.ts';
import type { QueryFieldAliases } from './extract-query-fields.ts';
import { isXAxisSet } from './get-x-axis.ts';
import { normalizeTimeColumn } from './normalize-time-column.ts';
import type { QueryContext, QueryFormData, QueryObject } from './query-types.ts';

/** Turns the base query object into the chart's final queries. */
export type BuildFinalQueryObjects = (baseQueryObject: QueryObject) => QueryObject[];

export interface BuildQueryContextOptions {
  buildQuery?: BuildFinalQueryObjects;
  queryFields?: QueryFieldAliases;
  ownState?: Record<string, unknown>;
}

const WRAP_IN_ARRAY: BuildFinalQueryObjects = (base) => [base];

/**
 * superset-ui-core buildQueryContext: builds the base query object, lets the chart shape its
 * queries, drops empty post-processing entries, turns the x-axis into the BASE_AXIS column and
 * wraps it all in the chart-data request body.
 */
export function buildQueryContext(
  formData: QueryFormData,
  options?: BuildQueryContextOptions | BuildFinalQueryObjects,
): QueryContext {
  const { queryFields, buildQuery = WRAP_IN_ARRAY } =
    typeof options === 'function' ? { buildQuery: options, queryFields: {} } : (options ?? {});
  let queries = buildQuery(buildQueryObject(formData, queryFields)).map((query) =>
    Array.isArray(query.post_processing) ? { ...query, post_processing: query.post_processing.filter(Boolean) } : query,
  );
  if (isXAxisSet(formData)) queries = queries.map((query) => normalizeTimeColumn(formData, query));
  return {
    datasource: parseDatasourceKey(formData.datasource),
    force: (formData.force as boolean | undefined) || false,
    queries,
    form_data: formData,
    result_format: (formData.result_format as string | undefined) || 'json',
    result_type: (formData.result_type as string | undefined) || 'full',
  };
}
