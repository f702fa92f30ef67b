import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import customersByCountry from './golden/customers-by-country.json' with { type: 'json' };
import orderedByAdhocMetric from './golden/ordered-by-adhoc-metric.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset-frontend/plugins/plugin-chart-echarts/src/Bubble/buildQuery.ts (4.x/5.x: orderby [[first orderby, !order_desc]])
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['customers-by-country', customersByCountry],
  ['ordered-by-adhoc-metric', orderedByAdhocMetric],
];

describe('bubble_v2 buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
