import { expect, test } from 'vitest';
import { extractExtraMetrics } from './extract-extra-metrics.ts';
import { formData } from './fixtures.test-support.ts';
import { isDerivedSeries } from './is-derived-series.ts';
import { getOriginalSeries, getTimeOffset, hasTimeOffset } from './time-offset.ts';

// After chart-controls test/operators/utils/{extractExtraMetrics,isDerivedSeries,timeOffset}.test.ts.
test('extractExtraMetrics: the limit metric when the axis is sorted by it and it is not a metric', () => {
  expect(extractExtraMetrics(formData)).toEqual([]);
  expect(extractExtraMetrics({ ...formData, timeseries_limit_metric: 'a', x_axis_sort: 'a' })).toEqual(['a']);
  expect(extractExtraMetrics({ ...formData, timeseries_limit_metric: 'count(*)', x_axis_sort: 'count(*)' })).toEqual(
    [],
  );
  expect(extractExtraMetrics({ ...formData, timeseries_limit_metric: 'a', x_axis_sort: 'b' })).toEqual([]);
  const adhoc = { expressionType: 'SIMPLE' as const, aggregate: 'SUM' as const, column: { column_name: 'num' } };
  expect(extractExtraMetrics({ ...formData, timeseries_limit_metric: adhoc, x_axis_sort: 'SUM(num)' })).toEqual([
    adhoc,
  ]);
});

test('time offset helpers', () => {
  const compare = ['1 year ago', '28 days ago'];
  expect(getTimeOffset({ name: '1 year ago, boy' }, compare)).toBe('1 year ago');
  expect(getTimeOffset({ name: 'SUM(num)__28 days ago' }, compare)).toBe('28 days ago');
  expect(getTimeOffset({ name: 'SUM(num)' }, compare)).toBeUndefined();
  expect(hasTimeOffset({ name: '1 year ago' }, compare)).toBe(true);
  expect(hasTimeOffset({ name: 3 }, compare)).toBe(false);
  expect(getOriginalSeries('SUM(num)__1 year ago', compare)).toBe('SUM(num)');
  expect(getOriginalSeries('1 year ago, boy', compare)).toBe('boy');
});

test('isDerivedSeries only for actual values comparisons', () => {
  const form = { ...formData, comparison_type: 'values', time_compare: ['1 year ago'] };
  expect(isDerivedSeries({ name: 'SUM(num)__1 year ago' }, form)).toBe(true);
  expect(isDerivedSeries({ name: 'SUM(num)' }, form)).toBe(false);
  expect(isDerivedSeries({ name: 'SUM(num)__1 year ago' }, { ...form, comparison_type: 'difference' })).toBe(false);
  expect(isDerivedSeries({ name: 0 }, form, '1 year ago')).toBe(true);
});
