import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import usaBirthsByState from './golden/usa-births-by-state.json' with { type: 'json' };
import worldAdhocMetric from './golden/world-adhoc-metric.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset/viz.py CountryMapViz.query_obj (the legacy plugin has no buildQuery)
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['usa-births-by-state', usaBirthsByState],
  ['world-adhoc-metric', worldAdhocMetric],
];

describe('country_map buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
