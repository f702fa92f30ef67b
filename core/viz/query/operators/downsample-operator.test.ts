import { expect, test } from 'vitest';
import { buildQueryContext } from '../build-query-context.ts';
import type { QueryFormData } from '../query-types.ts';
import { downsampleOperator } from './downsample-operator.ts';
import { flattenOperator } from './flatten-operator.ts';
import { pivotOperator } from './pivot-operator.ts';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  metrics: ['m'],
};

test('only when the host asks, for a chart with an x-axis: 2 × width points, LTTB unless M4', () => {
  expect(downsampleOperator(formData, undefined)).toBeUndefined();
  expect(downsampleOperator({ ...formData, x_axis: undefined }, { width: 800 })).toBeUndefined();
  expect(downsampleOperator(formData, { width: 0 })).toBeUndefined();
  expect(downsampleOperator(formData, { width: 640.7 })).toEqual({
    operation: 'downsample',
    options: { method: 'lttb', x: 'ds', points: 1280 },
  });
  expect(
    downsampleOperator({ ...formData, x_axis: undefined, granularity_sqla: 'ds' }, { width: 100, method: 'm4' }),
  ).toEqual({ operation: 'downsample', options: { method: 'm4', x: '__timestamp', points: 200 } });
});

test('placed last it survives buildQueryContext, and without the option nothing is added', () => {
  const build = (downsample?: { width: number }) =>
    buildQueryContext(formData, (base) => [
      {
        ...base,
        columns: ['ds'],
        post_processing: [pivotOperator(formData, base), flattenOperator(), downsampleOperator(formData, downsample)],
      },
    ]).queries[0]!.post_processing!.map((rule) => rule!.operation);
  expect(build({ width: 300 })).toEqual(['pivot', 'flatten', 'downsample']);
  expect(build()).toEqual(['pivot', 'flatten']);
});
