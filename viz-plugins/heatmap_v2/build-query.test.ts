import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import categoricalAxes from './golden/categorical-axes.json' with { type: 'json' };
import temporalXNormalizedAcrossX from './golden/temporal-x-normalized-across-x.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset-frontend/plugins/plugin-chart-echarts/src/Heatmap/buildQuery.ts (reference §16.4 #9) with rankOperator
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['categorical-axes', categoricalAxes],
  ['temporal-x-normalized-across-x', temporalXNormalizedAcrossX],
];

describe('heatmap_v2 buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
