import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import birthsDifferenceLastWeek from './golden/births_difference_last_week.json' with { type: 'json' };
import birthsVsLastYear from './golden/births_vs_last_year.json' with { type: 'json' };
import { getTimeOffsets } from './time-offsets.ts';

// Golden cases derived from Superset BigNumberPeriodOverPeriod/buildQuery.ts (see each `source`).
const cases: [string, { form_data: unknown; query_context: unknown }][] = [
  ['births_vs_last_year', birthsVsLastYear],
  ['births_difference_last_week', birthsDifferenceLastWeek],
];

describe('pop_kpi buildQuery', () => {
  it.each(cases)('%s', (_name, { form_data, query_context }) => {
    expect(JSON.parse(JSON.stringify(buildQuery(form_data as QueryFormData)))).toEqual(query_context);
  });
});

describe('getTimeOffsets', () => {
  it('keeps named shifts and turns inherit/custom into days for explicit ranges', () => {
    expect(getTimeOffsets(['1 year ago'], 'Last year')).toEqual(['1 year ago']);
    expect(getTimeOffsets(['inherit'], '2007-01-01 : 2007-02-01')).toEqual(['31 days ago']);
    expect(getTimeOffsets(['custom'], '2007-01-01 : 2007-02-01', '2006-12-01')).toEqual(['31 days ago']);
    expect(getTimeOffsets(['inherit'], 'Last year')).toEqual([]);
  });
});
