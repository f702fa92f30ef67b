import { buildQueryContext, type QueryFormData } from '../../core/viz/index.ts';

/** The time grain each subdomain granularity queries at (Superset's TimeGranularity codes). */
export const SUBDOMAIN_TO_TIME_GRAIN: Readonly<Record<string, string>> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
  year: 'P1Y',
};

/**
 * Superset's legacy-plugin-chart-calendar/src/buildQuery.ts (CalHeatmapViz.query_obj): a
 * timeseries query whose time grain is the subdomain granularity's.
 */
export default function buildQuery(formData: QueryFormData) {
  const subdomain = typeof formData.subdomain_granularity === 'string' ? formData.subdomain_granularity : 'min';
  const timeGrain = SUBDOMAIN_TO_TIME_GRAIN[subdomain] ?? 'PT1M';
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      is_timeseries: true,
      extras: { ...baseQueryObject.extras, time_grain_sqla: timeGrain },
    },
  ]);
}
