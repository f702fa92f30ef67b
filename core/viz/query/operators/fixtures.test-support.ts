import type { QueryFormData, QueryObject } from '../query-types.ts';

// The form and query object the operator tests share, shaped like superset-ui-chart-controls'
// own operator tests (two metrics, one saved and one SQL).
export const METRICS: QueryObject['metrics'] = [
  'count(*)',
  { label: 'sum(val)', expressionType: 'SQL', sqlExpression: 'sum(val)' },
];

export const formData: QueryFormData = {
  datasource: '9__table',
  viz_type: 'echarts_timeseries',
  metrics: METRICS,
  time_range: '2015 : 2016',
  granularity: 'month',
  show_empty_columns: true,
};

export const queryObject: QueryObject = {
  metrics: METRICS,
  time_range: '2015 : 2016',
  granularity: 'month',
  post_processing: [],
};
