import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import cumulativeNormalized from './golden/cumulative-normalized.json' with { type: 'json' };
import priceByDealSize from './golden/price-by-deal-size.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset-frontend/plugins/plugin-chart-echarts/src/Histogram/buildQuery.ts with histogramOperator (reference §16.2)
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['cumulative-normalized', cumulativeNormalized],
  ['price-by-deal-size', priceByDealSize],
];

describe('histogram_v2 buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
