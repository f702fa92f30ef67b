import type { AdhocFilter, QueryContext, QueryFormData } from '../../../core/viz/query/query-types.ts';

/**
 * The form_data a chart is saved with (spec §5.9): filters flagged isExtra (from a dashboard) are
 * dropped; everything else is kept as Superset's client sends it.
 */
export function savedParams(formData: QueryFormData): QueryFormData {
  const out: QueryFormData = { ...formData };
  if (Array.isArray(formData.adhoc_filters))
    out.adhoc_filters = formData.adhoc_filters.filter((f: AdhocFilter) => !f.isExtra);
  delete out.extra_form_data;
  return out;
}

/** The body of POST /api/v1/chart/ or PUT /api/v1/chart/<id> (spec §7.2): params and query_context as JSON text. */
export function chartPayload(p: {
  formData: QueryFormData;
  queryContext: QueryContext;
  sliceName: string;
  datasourceId: number;
  datasourceType: string;
  dashboards: number[];
}) {
  const params = savedParams(p.formData);
  return {
    params: JSON.stringify(params),
    slice_name: p.sliceName,
    viz_type: params.viz_type,
    datasource_id: p.datasourceId,
    datasource_type: p.datasourceType,
    dashboards: p.dashboards,
    query_context: JSON.stringify(p.queryContext),
    query_context_generation: true,
  };
}
