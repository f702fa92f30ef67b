import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import salesTarget from './golden/sales_target.json' with { type: 'json' };

// Superset's bullet uses the legacy API; the golden is the base query object superset-ui-core's
// buildQueryObject builds for this form_data (see the file's `source`).
describe('bullet buildQuery', () => {
  it('sales_target', () => {
    expect(JSON.parse(JSON.stringify(buildQuery(salesTarget.form_data as QueryFormData)))).toEqual(
      salesTarget.query_context,
    );
  });
});
