import { expect, test } from 'vitest';
import { formData, queryObject } from './fixtures.test-support.ts';
import { renameOperator } from './rename-operator.ts';
import { rollingWindowOperator } from './rolling-window-operator.ts';
import { timeCompareOperator } from './time-compare-operator.ts';

// After chart-controls test/operators/{rollingWindow,timeCompare,rename}Operator.test.ts.
const offsets = ['1 year ago', '1 year later'];

test('rolling: none for no/unknown rolling type; cum for cumsum; rolling with defaults', () => {
  expect(rollingWindowOperator(formData, queryObject)).toBeUndefined();
  expect(rollingWindowOperator({ ...formData, rolling_type: 'None' }, queryObject)).toBeUndefined();
  expect(rollingWindowOperator({ ...formData, rolling_type: 'foobar' }, queryObject)).toBeUndefined();
  const columns = { 'count(*)': 'count(*)', 'sum(val)': 'sum(val)' };
  expect(rollingWindowOperator({ ...formData, rolling_type: 'cumsum' }, queryObject)).toEqual({
    operation: 'cum',
    options: { operator: 'sum', columns },
  });
  for (const rolling_type of ['sum', 'mean', 'std']) {
    expect(rollingWindowOperator({ ...formData, rolling_type }, queryObject)).toEqual({
      operation: 'rolling',
      options: { rolling_type, window: 1, min_periods: 0, columns },
    });
  }
  expect(
    rollingWindowOperator({ ...formData, rolling_type: 'mean', rolling_periods: '7', min_periods: 3 }, queryObject)
      ?.options,
  ).toMatchObject({ window: 7, min_periods: 3 });
});

test('rolling includes the offset columns under any time comparison', () => {
  for (const comparison_type of ['values', 'difference', 'percentage', 'ratio']) {
    expect(
      rollingWindowOperator(
        { ...formData, rolling_type: 'cumsum', comparison_type, time_compare: offsets },
        queryObject,
      ),
    ).toEqual({
      operation: 'cum',
      options: {
        operator: 'sum',
        columns: {
          'count(*)': 'count(*)',
          'count(*)__1 year ago': 'count(*)__1 year ago',
          'count(*)__1 year later': 'count(*)__1 year later',
          'sum(val)': 'sum(val)',
          'sum(val)__1 year ago': 'sum(val)__1 year ago',
          'sum(val)__1 year later': 'sum(val)__1 year later',
        },
      },
    });
  }
});

test('compare: only for difference/percentage/ratio with offsets', () => {
  expect(timeCompareOperator(formData, queryObject)).toBeUndefined();
  expect(timeCompareOperator({ ...formData, time_compare: [] }, queryObject)).toBeUndefined();
  expect(
    timeCompareOperator({ ...formData, comparison_type: 'foobar', time_compare: offsets }, queryObject),
  ).toBeUndefined();
  expect(
    timeCompareOperator({ ...formData, comparison_type: 'values', time_compare: offsets }, queryObject),
  ).toBeUndefined();
  for (const compare_type of ['difference', 'percentage', 'ratio']) {
    expect(
      timeCompareOperator({ ...formData, comparison_type: compare_type, time_compare: offsets }, queryObject),
    ).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count(*)', 'count(*)', 'sum(val)', 'sum(val)'],
        compare_columns: [
          'count(*)__1 year ago',
          'count(*)__1 year later',
          'sum(val)__1 year ago',
          'sum(val)__1 year later',
        ],
        compare_type,
        drop_original_columns: true,
      },
    });
  }
});

const renameForm = { ...formData, x_axis: 'dttm', metrics: ['count(*)'], groupby: ['gender'], truncate_metric: true };
const renameQuery = { is_timeseries: true, metrics: ['count(*)'], columns: ['gender', 'dttm'] };
const drop = { operation: 'rename', options: { columns: { 'count(*)': null }, inplace: true, level: 0 } };

test('rename: skipped without metrics, series, x-axis or truncate_metric', () => {
  expect(renameOperator(renameForm, { ...renameQuery, metrics: [] })).toBeUndefined();
  expect(renameOperator(renameForm, { ...renameQuery, columns: [] })).toBeUndefined();
  expect(
    renameOperator({ ...renameForm, time_compare: ['1 year ago'] }, { ...renameQuery, columns: [] }),
  ).toBeUndefined();
  expect(renameOperator({ ...renameForm, x_axis: null }, { ...renameQuery, is_timeseries: false })).toBeUndefined();
  expect(renameOperator(renameForm, { ...renameQuery, metrics: ['count(*)', 'sum(val)'] })).toBeUndefined();
  expect(renameOperator({ ...renameForm, truncate_metric: false }, renameQuery)).toBeUndefined();
  expect(renameOperator({ ...renameForm, truncate_metric: undefined }, renameQuery)).toBeUndefined();
});

test('rename: drops a single metric level (series, several offsets, legacy axis, series_columns)', () => {
  expect(renameOperator(renameForm, renameQuery)).toEqual(drop);
  expect(
    renameOperator({ ...renameForm, time_compare: ['1 year ago', '2 years ago'] }, { ...renameQuery, columns: [] }),
  ).toEqual(drop);
  expect(renameOperator({ ...renameForm, x_axis: null, granularity_sqla: 'time column' }, renameQuery)).toEqual(drop);
  expect(
    renameOperator(
      { ...renameForm, x_axis: null, granularity_sqla: 'time column' },
      { ...renameQuery, columns: [], series_columns: ['gender', 'dttm'] },
    ),
  ).toEqual(drop);
});

test('rename: offset columns renamed to the offset, prefixed by the metric when several', () => {
  for (const type of ['difference', 'ratio', 'percentage']) {
    expect(renameOperator({ ...renameForm, comparison_type: type, time_compare: ['1 year ago'] }, renameQuery)).toEqual(
      {
        operation: 'rename',
        options: { columns: { [`${type}__count(*)__count(*)__1 year ago`]: '1 year ago' }, inplace: true, level: 0 },
      },
    );
    expect(
      renameOperator(
        { ...renameForm, comparison_type: type, time_compare: ['1 year ago'] },
        { ...renameQuery, columns: [], metrics: ['sum(val)', 'avg(val2)'] },
      )?.options?.columns,
    ).toEqual({
      [`${type}__sum(val)__sum(val)__1 year ago`]: 'sum(val), 1 year ago',
      [`${type}__avg(val2)__avg(val2)__1 year ago`]: 'avg(val2), 1 year ago',
    });
  }
  expect(renameOperator({ ...renameForm, comparison_type: 'values', time_compare: offsets }, renameQuery)).toEqual({
    operation: 'rename',
    options: {
      columns: { 'count(*)__1 year ago': '1 year ago', 'count(*)__1 year later': '1 year later' },
      inplace: true,
      level: 0,
    },
  });
  expect(
    renameOperator(
      { ...renameForm, comparison_type: 'values', time_compare: ['1 year ago'] },
      { ...renameQuery, metrics: ['count(*)', 'sum(sales)'] },
    )?.options?.columns,
  ).toEqual({ 'count(*)__1 year ago': 'count(*), 1 year ago', 'sum(sales)__1 year ago': 'sum(sales), 1 year ago' });
});
