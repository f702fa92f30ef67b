import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import adhocMetricSqlFilter from './golden/adhoc-metric-sql-filter.json' with { type: 'json' };
import productLineToDealSize from './golden/product-line-to-deal-size.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset-frontend/plugins/plugin-chart-echarts/src/Sankey/buildQuery.ts (4.x/5.x: groupby [source, target], orderby by the metric when sort_by_metric)
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['adhoc-metric-sql-filter', adhocMetricSqlFilter],
  ['product-line-to-deal-size', productLineToDealSize],
];

describe('sankey_v2 buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
