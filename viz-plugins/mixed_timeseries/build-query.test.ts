import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../core/viz/index.ts';
import buildQuery from './build-query.ts';
import { removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix.ts';
import birthsLineAndGenderBars from './golden/births_line_and_gender_bars.json' with { type: 'json' };

// Golden case derived from Superset MixedTimeseries/buildQuery.ts (see the file's `source`).
describe('mixed_timeseries buildQuery', () => {
  it('births_line_and_gender_bars', () => {
    const { form_data, query_context } = birthsLineAndGenderBars;
    expect(JSON.parse(JSON.stringify(buildQuery(form_data as unknown as QueryFormData)))).toEqual(query_context);
  });
});

describe('form_data suffixes', () => {
  const fd = { datasource: '1__table', viz_type: 'mixed_timeseries', metrics: ['a'], metrics_b: ['b'], limit: 5 };
  it('query B takes the _b controls over the plain ones', () => {
    expect(retainFormDataSuffix(fd, '_b')).toEqual({
      datasource: '1__table',
      viz_type: 'mixed_timeseries',
      metrics: ['b'],
      limit: 5,
    });
  });
  it('query A drops the _b controls', () => {
    expect(removeFormDataSuffix(fd, '_b')).toEqual({
      datasource: '1__table',
      viz_type: 'mixed_timeseries',
      metrics: ['a'],
      limit: 5,
    });
  });
});
