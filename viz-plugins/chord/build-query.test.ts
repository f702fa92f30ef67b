import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import arrayColumnsNoSort from './golden/array-columns-no-sort.json' with { type: 'json' };
import productLineToTerritory from './golden/product-line-to-territory.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset-frontend/plugins/legacy-plugin-chart-chord/src/buildQuery.ts
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['array-columns-no-sort', arrayColumnsNoSort],
  ['product-line-to-territory', productLineToTerritory],
];

describe('chord buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
