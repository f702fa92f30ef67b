import { expect, test } from 'vitest';
import { boxplotOperator } from './boxplot-operator.ts';
import { contributionOperator } from './contribution-operator.ts';
import { formData, queryObject } from './fixtures.test-support.ts';
import { flattenOperator } from './flatten-operator.ts';
import { histogramOperator } from './histogram-operator.ts';
import { prophetOperator } from './prophet-operator.ts';
import { rankOperator } from './rank-operator.ts';
import { resampleOperator } from './resample-operator.ts';
import { sortOperator } from './sort-operator.ts';

// After chart-controls test/operators/{resample,contribution,sort,prophet,histogram,boxplot,rank,flatten}Operator.test.ts.

test('resample needs a rule and a method; zerofill is asfreq with 0', () => {
  expect(resampleOperator(formData, queryObject)).toBeUndefined();
  expect(resampleOperator({ ...formData, resample_method: 'ffill' })).toBeUndefined();
  expect(resampleOperator({ ...formData, resample_rule: '1D' })).toBeUndefined();
  expect(resampleOperator({ ...formData, resample_method: 'ffill', resample_rule: '1D' })).toEqual({
    operation: 'resample',
    options: { method: 'ffill', rule: '1D', fill_value: null },
  });
  expect(resampleOperator({ ...formData, resample_method: 'zerofill', resample_rule: '1D' })).toEqual({
    operation: 'resample',
    options: { method: 'asfreq', rule: '1D', fill_value: 0 },
  });
});

test('contribution follows contributionMode', () => {
  expect(contributionOperator(formData, queryObject)).toBeUndefined();
  expect(contributionOperator({ ...formData, contributionMode: 'row' }, queryObject)).toEqual({
    operation: 'contribution',
    options: { orientation: 'row' },
  });
  expect(contributionOperator({ ...formData, contributionMode: 'column' }, queryObject, ['1 year ago'])).toEqual({
    operation: 'contribution',
    options: { orientation: 'column', time_shifts: ['1 year ago'] },
  });
});

test('sort: none without a sort key or with dimensions; index for the x-axis, by for metrics', () => {
  expect(sortOperator({ ...formData, x_axis_sort: undefined, x_axis_sort_asc: true })).toBeUndefined();
  expect(
    sortOperator({ ...formData, x_axis_sort: 'count(*)', x_axis_sort_asc: true, groupby: ['col1'], x_axis: 'cat' }),
  ).toBeUndefined();
  expect(
    sortOperator({ ...formData, x_axis_sort: 'not a label', x_axis_sort_asc: true, x_axis: 'cat' }),
  ).toBeUndefined();
  expect(sortOperator({ ...formData, metrics: ['a metric'], x_axis_sort: 'a metric', x_axis_sort_asc: true })).toEqual({
    operation: 'sort',
    options: { by: 'a metric', ascending: true },
  });
  expect(sortOperator({ ...formData, x_axis_sort: 'cat', x_axis_sort_asc: false, x_axis: 'cat' })).toEqual({
    operation: 'sort',
    options: { is_sort_index: true, ascending: false },
  });
  expect(
    sortOperator({
      ...formData,
      x_axis_sort: 'my_limit_metric',
      x_axis_sort_asc: true,
      x_axis: 'cat',
      groupby: [],
      timeseries_limit_metric: 'my_limit_metric',
    }),
  ).toEqual({ operation: 'sort', options: { by: 'my_limit_metric', ascending: true } });
});

test('prophet when forecastEnabled and an x-axis exist', () => {
  const form = {
    ...formData,
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    forecastEnabled: true,
    forecastPeriods: '3',
    forecastInterval: '5',
    forecastSeasonalityYearly: true,
    forecastSeasonalityWeekly: false,
    forecastSeasonalityDaily: false,
  };
  expect(prophetOperator({ ...form, forecastEnabled: false })).toBeUndefined();
  expect(prophetOperator({ ...form, x_axis: undefined })).toBeUndefined();
  expect(prophetOperator(form)).toEqual({
    operation: 'prophet',
    options: {
      time_grain: 'P1M',
      periods: 3,
      confidence_interval: 5,
      yearly_seasonality: true,
      weekly_seasonality: false,
      daily_seasonality: false,
      index: 'ds',
    },
  });
  expect(prophetOperator({ ...form, x_axis: undefined, granularity_sqla: 'ds' })?.options?.index).toBe('__timestamp');
});

test('histogram: column, groupby labels (default none), bins (default 5), cumulative and normalize', () => {
  const form = {
    datasource: '1__table',
    viz_type: 'histogram_v2',
    bins: 7,
    column: 'quantity',
    cumulative: true,
    normalize: true,
    groupby: ['country', { label: 'reg', sqlExpression: 'upper(region)' }],
  };
  expect(histogramOperator(form)).toEqual({
    operation: 'histogram',
    options: { column: 'quantity', groupby: ['country', 'reg'], bins: 7, cumulative: true, normalize: true },
  });
  expect(histogramOperator({ ...form, groupby: undefined }).options?.groupby).toEqual([]);
  expect(histogramOperator({ ...form, bins: 'many' }).options?.bins).toBe(5);
});

test('boxplot whisker options', () => {
  const form = { ...formData, groupby: ['bar'] };
  const query = { metrics: ['foo', 'bar'] };
  expect(boxplotOperator(form, query)).toBeUndefined();
  expect(boxplotOperator({ ...form, whiskerOptions: 'Tukey' }, query)).toEqual({
    operation: 'boxplot',
    options: { whisker_type: 'tukey', groupby: ['bar'], metrics: ['foo', 'bar'] },
  });
  expect(boxplotOperator({ ...form, whiskerOptions: 'Min/max (no outliers)' }, query)?.options).toMatchObject({
    whisker_type: 'min/max',
  });
  expect(boxplotOperator({ ...form, whiskerOptions: '2/98 percentiles' }, query)?.options).toMatchObject({
    whisker_type: 'percentile',
    percentiles: [2, 98],
  });
  expect(() => boxplotOperator({ ...form, whiskerOptions: 'abc' }, query)).toThrow('Unsupported whisker type: abc');
});

test('rank and flatten', () => {
  expect(rankOperator(formData, queryObject, { metric: 'm', group_by: 'g' })).toEqual({
    operation: 'rank',
    options: { metric: 'm', group_by: 'g' },
  });
  expect(flattenOperator(formData, queryObject)).toEqual({ operation: 'flatten' });
});
