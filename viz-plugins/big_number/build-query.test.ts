import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import monthlyGirlsCumulative from './golden/monthly_girls_cumulative.json' with { type: 'json' };
import yearlyBirths from './golden/yearly_births.json' with { type: 'json' };

// Golden cases derived from Superset BigNumberWithTrendline/buildQuery.ts and the chart-controls
// operators it calls (each file's `source` says which).
const cases: [string, { form_data: unknown; query_context: unknown }][] = [
  ['yearly_births', yearlyBirths],
  ['monthly_girls_cumulative', monthlyGirlsCumulative],
];

describe('big_number buildQuery', () => {
  it.each(cases)('%s', (_name, { form_data, query_context }) => {
    expect(JSON.parse(JSON.stringify(buildQuery(form_data as QueryFormData)))).toEqual(query_context);
  });
});
