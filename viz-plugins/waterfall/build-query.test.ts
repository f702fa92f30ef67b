import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import salesBreakdown from './golden/sales_by_product_line_breakdown.json' with { type: 'json' };
import yearlyBirths from './golden/yearly_births.json' with { type: 'json' };

// Golden cases derived from Superset Waterfall/buildQuery.ts and superset-ui-core's buildQueryContext.
const cases: [string, { form_data: unknown; query_context: unknown }][] = [
  ['yearly_births', yearlyBirths],
  ['sales_by_product_line_breakdown', salesBreakdown],
];

describe('waterfall buildQuery', () => {
  it.each(cases)('%s', (_name, { form_data, query_context }) => {
    expect(JSON.parse(JSON.stringify(buildQuery(form_data as QueryFormData)))).toEqual(query_context);
  });
});
