import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import dailyBirths from './golden/daily-births.json' with { type: 'json' };
import weeklyTwoMetrics from './golden/weekly-two-metrics.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset-frontend/plugins/legacy-plugin-chart-calendar/src/buildQuery.ts
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['daily-births', dailyBirths],
  ['weekly-two-metrics', weeklyTwoMetrics],
];

describe('cal_heatmap buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
