import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import percentilesTwoMetrics from './golden/percentiles-two-metrics.json' with { type: 'json' };
import tukeyByDealSize from './golden/tukey-by-deal-size.json' with { type: 'json' };

// Golden cases: each expected query context was written by hand from Superset's
// superset-frontend/plugins/plugin-chart-echarts/src/BoxPlot/buildQuery.ts with boxplotOperator
// and superset-ui-core's buildQueryObject/buildQueryContext as the captured 4.x/5.x query contexts
// (shared/reference/query-contexts) show them.
const CASES: [string, { form_data: unknown; query_context: unknown }][] = [
  ['percentiles-two-metrics', percentilesTwoMetrics],
  ['tukey-by-deal-size', tukeyByDealSize],
];

describe('box_plot buildQuery', () => {
  it.each(CASES)('%s', (_name, golden) => {
    const formData = golden.form_data as QueryFormData;
    expect(JSON.parse(JSON.stringify(buildQuery(formData)))).toEqual(golden.query_context);
  });
});
