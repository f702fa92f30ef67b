import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../query/query-types.ts';
import { buildTimeseriesQuery } from './build-query.ts';
import barDailyNoGroupby from './golden/bar_daily_no_groupby.json' with { type: 'json' };
import barSortedCategory from './golden/bar_sorted_category.json' with { type: 'json' };
import lineGroupbySeriesLimit from './golden/line_groupby_series_limit.json' with { type: 'json' };
import lineRollingMean from './golden/line_rolling_mean.json' with { type: 'json' };
import lineTimeCompareValues from './golden/line_time_compare_values.json' with { type: 'json' };

// Golden cases: each golden/*.json holds a form_data and the query context Superset's client sends
// for it (a real capture, or derived by reading Superset's Timeseries/buildQuery.ts and the shared
// superset-ui-core / chart-controls functions it calls, as each file's `source` says).
const cases: [string, { form_data: unknown; query_context: unknown }][] = [
  ['line_groupby_series_limit (captured)', lineGroupbySeriesLimit],
  ['bar_daily_no_groupby', barDailyNoGroupby],
  ['bar_sorted_category', barSortedCategory],
  ['line_rolling_mean', lineRollingMean],
  ['line_time_compare_values', lineTimeCompareValues],
];

describe('buildTimeseriesQuery golden cases', () => {
  it.each(cases)('%s', (_name, { form_data, query_context }) => {
    expect(JSON.parse(JSON.stringify(buildTimeseriesQuery(form_data as QueryFormData)))).toEqual(query_context);
  });
});

describe('downsampling (Loupe clients only)', () => {
  const formData = lineGroupbySeriesLimit.form_data as unknown as QueryFormData;

  it('asks for a thinned series last, at twice the width', () => {
    const [query] = buildTimeseriesQuery(formData, { downsample: { width: 600 } }).queries;
    const steps = (query.post_processing ?? []).map((step) => step?.operation);
    expect(steps).toEqual(['pivot', 'rename', 'flatten', 'downsample']);
    expect(query.post_processing?.at(-1)?.options).toMatchObject({ x: 'ds', points: 1200 });
  });

  it('sends nothing extra without the option', () => {
    const [query] = buildTimeseriesQuery(formData).queries;
    expect(query.post_processing?.map((step) => step?.operation)).not.toContain('downsample');
  });
});
