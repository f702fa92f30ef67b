import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import factsByCat1 from './golden/facts_by_cat1.json' with { type: 'json' };

// Superset's horizon uses the legacy API; the golden is the base query superset-ui-core builds for
// the form_data with the x-axis and groupby as columns (see the file's `source`).
describe('horizon buildQuery', () => {
  it('facts_by_cat1', () => {
    expect(JSON.parse(JSON.stringify(buildQuery(factsByCat1.form_data as QueryFormData)))).toEqual(
      factsByCat1.query_context,
    );
  });
});
