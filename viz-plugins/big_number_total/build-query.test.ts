import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import girlsLastYear from './golden/girls_last_year.json' with { type: 'json' };
import salesAdhocMetric from './golden/sales_adhoc_metric.json' with { type: 'json' };

// Golden cases: the captured Superset query (reference/query-contexts/06_big_number_total.json) and
// one derived from Superset BigNumberTotal/buildQuery.ts + superset-ui-core buildQueryObject.
const cases: [string, { form_data: unknown; query_context: unknown }][] = [
  ['girls_last_year (captured)', girlsLastYear],
  ['sales_adhoc_metric', salesAdhocMetric],
];

describe('big_number_total buildQuery', () => {
  it.each(cases)('%s', (_name, { form_data, query_context }) => {
    expect(JSON.parse(JSON.stringify(buildQuery(form_data as QueryFormData)))).toEqual(query_context);
  });
});
