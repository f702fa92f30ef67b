import { expect, test } from 'vitest';
import { formData, queryObject } from './fixtures.test-support.ts';
import { pivotOperator } from './pivot-operator.ts';
import { timeComparePivotOperator } from './time-compare-pivot-operator.ts';

// After chart-controls test/operators/pivotOperator.test.ts and timeComparePivotOperator.test.ts.
const both = { 'count(*)': { operator: 'mean' }, 'sum(val)': { operator: 'mean' } };

test('pivot: nothing without an x-axis or metrics', () => {
  expect(pivotOperator(formData, queryObject)).toBeUndefined();
  expect(pivotOperator({ ...formData, x_axis: 'ds' }, { ...queryObject, metrics: [] })).toBeUndefined();
});

test('pivot on __timestamp for legacy granularity_sqla, on the x-axis, on series_columns first', () => {
  expect(pivotOperator({ ...formData, granularity_sqla: 'time_column' }, queryObject)).toEqual({
    operation: 'pivot',
    options: { index: ['__timestamp'], columns: [], aggregates: both, drop_missing_columns: false },
  });
  expect(pivotOperator({ ...formData, x_axis: 'baz' }, { ...queryObject, columns: ['foo', 'bar'] })).toEqual({
    operation: 'pivot',
    options: { index: ['baz'], columns: ['foo', 'bar'], aggregates: both, drop_missing_columns: false },
  });
  const adhoc = { label: 'my_case', expressionType: 'SQL' as const, sqlExpression: 'case when a = 1 then 1 end' };
  expect(
    pivotOperator(
      { ...formData, x_axis: adhoc, show_empty_columns: false },
      { ...queryObject, columns: [adhoc, 'foo'], series_columns: ['foo'] },
    ),
  ).toEqual({
    operation: 'pivot',
    options: { index: ['my_case'], columns: ['foo'], aggregates: both, drop_missing_columns: true },
  });
});

test('time-compare pivot: aggregates for metrics and their offsets, for any comparison type', () => {
  expect(timeComparePivotOperator(formData, queryObject)).toBeUndefined();
  expect(timeComparePivotOperator({ ...formData, x_axis: 'ds', time_compare: [] }, queryObject)).toBeUndefined();
  expect(
    timeComparePivotOperator(
      { ...formData, x_axis: 'ds', comparison_type: null, time_compare: ['1 year ago'] },
      queryObject,
    ),
  ).toBeUndefined();
  for (const comparison_type of ['values', 'difference', 'percentage', 'ratio']) {
    expect(
      timeComparePivotOperator(
        { ...formData, comparison_type, time_compare: ['1 year ago', '1 year later'], x_axis: 'ds' },
        { ...queryObject, columns: ['ds', 'foo', 'bar'], series_columns: ['foo', 'bar'] },
      ),
    ).toEqual({
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['foo', 'bar'],
        drop_missing_columns: false,
        aggregates: {
          ...both,
          'count(*)__1 year ago': { operator: 'mean' },
          'count(*)__1 year later': { operator: 'mean' },
          'sum(val)__1 year ago': { operator: 'mean' },
          'sum(val)__1 year later': { operator: 'mean' },
        },
      },
    });
  }
});
