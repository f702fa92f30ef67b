import { describe, expect, test } from 'vitest';
import { buildQueryObject } from './build-query-object.ts';
import type { QueryFormData } from './query-types.ts';
import line from './test-fixtures/01_line_groupby_series_limit.json';
import table from './test-fixtures/09_table_raw_order_by.json';

// Cases follow Superset's superset-ui-core/test/query/buildQueryObject.test.ts (own fixtures).
const base: QueryFormData = { datasource: '7__table', viz_type: 'table', granularity_sqla: 'ds' };

describe('buildQueryObject', () => {
  test('granularity comes from granularity_sqla or granularity', () => {
    expect(buildQueryObject(base).granularity).toBe('ds');
    expect(buildQueryObject({ datasource: '7__table', viz_type: 'table', granularity: 'day' }).granularity).toBe('day');
  });

  test('metric aliases gather into metrics, custom aliases too, deduplicated by label', () => {
    expect(buildQueryObject({ ...base, metric: 'sum__num', secondary_metric: 'avg__num' }).metrics).toEqual([
      'sum__num',
      'avg__num',
    ]);
    expect(
      buildQueryObject(
        { ...base, metrics: ['sum__num'], my_metric: 'avg__num', metric: 'sum__num' },
        {
          my_metric: 'metrics',
        },
      ).metrics,
    ).toEqual(['sum__num', 'avg__num']);
  });

  test('dashboard filters are merged after legacy extra filters and marked isExtra; SQL goes to where', () => {
    const query = buildQueryObject({
      ...base,
      extra_filters: [
        { col: 'abc', op: '==', val: 'qwerty' },
        { col: '__time_range', op: '==', val: 'Last week' },
      ],
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'foo', operator: '!=', comparator: 'bar' },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'own', operator: '==', comparator: 'x', isExtra: false },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 3 -- big' },
      ],
      where: 'a = b',
      extra_form_data: {
        filters: [{ col: 'cross', op: 'IN', val: ['US'] }],
        adhoc_filters: [
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '(1 = 1)' },
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'native', operator: '==', comparator: 'US' },
        ],
      },
    });
    expect(query.filters).toEqual([
      { col: 'abc', op: '==', val: 'qwerty', isExtra: true },
      { col: 'cross', op: 'IN', val: ['US'], isExtra: true },
      { col: 'foo', op: '!=', val: 'bar' },
      { col: 'own', op: '==', val: 'x' },
      { col: 'native', op: '==', val: 'US', isExtra: true },
    ]);
    expect(query.extras?.where).toBe('(a = b) AND ((1 = 1))');
    expect(query.extras?.having).toBe('(SUM(num) > 3 -- big\n)');
    expect(query.time_range).toBe('Last week');
    expect(query.applied_time_extras).toEqual({ __time_range: 'Last week' });
  });

  test('series limit keys: legacy limit and timeseries_limit_metric, or the new ones', () => {
    expect(buildQueryObject({ ...base, limit: 2 }).series_limit).toBe(2);
    expect(buildQueryObject({ ...base, series_limit: 3, limit: 2 }).series_limit).toBe(3);
    expect(buildQueryObject(base).series_limit).toBe(0);
    expect(buildQueryObject({ ...base, timeseries_limit_metric: 'country' }).series_limit_metric).toBe('country');
    expect(buildQueryObject({ ...base, series_limit_metric: 'm' }).series_limit_metric).toBe('m');
    expect(buildQueryObject({ ...base, series_limit_metric: [] }).series_limit_metric).toBeUndefined();
    expect(buildQueryObject(base)).not.toHaveProperty('timeseries_limit');
  });

  test('order_desc defaults to true', () => {
    expect(buildQueryObject(base).order_desc).toBe(true);
    expect(buildQueryObject({ ...base, order_desc: false }).order_desc).toBe(false);
  });

  test('row_limit and row_offset: numbers and numeric text parsed, null and junk dropped', () => {
    expect(buildQueryObject({ ...base, row_limit: null, row_offset: null })).toMatchObject({
      row_limit: undefined,
      row_offset: undefined,
    });
    expect(buildQueryObject({ ...base, row_limit: 1000, row_offset: 50 })).toMatchObject({
      row_limit: 1000,
      row_offset: 50,
    });
    expect(buildQueryObject({ ...base, row_limit: '200', row_offset: '100' as never })).toMatchObject({
      row_limit: 200,
      row_offset: 100,
    });
    const junk = buildQueryObject({ ...base, row_limit: 'two hundred', row_offset: 'twenty' as never });
    expect(junk.row_limit).toBeUndefined();
    expect(junk.row_offset).toBeUndefined();
  });

  test('annotation_layers, url_params and custom_params pass through; null url_params is not sent', () => {
    const layers = [{ name: 'My Formula', annotationType: 'FORMULA', value: '10*sin(x)', show: true }];
    expect(buildQueryObject({ ...base, annotation_layers: layers }).annotation_layers).toEqual(layers);
    expect(buildQueryObject(base).annotation_layers).toEqual([]);
    expect(buildQueryObject({ ...base, url_params: { abc: '123' } }).url_params).toEqual({ abc: '123' });
    expect(buildQueryObject({ ...base, url_params: null as never }).url_params).toBeUndefined();
    expect(buildQueryObject({ ...base, custom_params: { id: 137 } }).custom_params).toEqual({ id: 137 });
  });

  test('extra_form_data overrides time fields and extras, and custom_form_data is passed on', () => {
    const query = buildQueryObject({
      ...base,
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
      extra_form_data: {
        time_range: 'Last quarter',
        granularity_sqla: 'other_ds',
        time_grain_sqla: 'P1M',
        relative_start: 'now',
        custom_form_data: { k: 1 },
      },
    });
    expect(query.time_range).toBe('Last quarter');
    expect(query.granularity).toBe('other_ds');
    expect(query.extras).toEqual({ time_grain_sqla: 'P1M', relative_start: 'now', having: '', where: '' });
    expect(query.custom_form_data).toEqual({ k: 1 });
  });

  test('query_mode raw ignores groupby and metrics and sends no metrics; aggregate ignores columns', () => {
    const form = { ...base, groupby: ['g'], metrics: ['m'], all_columns: ['a'], columns: ['c'] };
    const raw = buildQueryObject({ ...form, query_mode: 'raw' });
    expect(raw.columns).toEqual(['a', 'c']);
    expect(raw.metrics).toBeUndefined();
    const aggregate = buildQueryObject({ ...form, query_mode: 'aggregate' });
    expect(aggregate.columns).toEqual(['g']);
    expect(aggregate.metrics).toEqual(['m']);
  });

  test('order_by_cols option strings become orderby pairs; a broken one is an error', () => {
    expect(buildQueryObject({ ...base, order_by_cols: ['["num", false]', '["name", true]'] }).orderby).toEqual([
      ['num', false],
      ['name', true],
    ]);
    expect(() => buildQueryObject({ ...base, order_by_cols: ['[num'] })).toThrow('Found invalid orderby options');
  });

  test('captured line chart (01): the shared part of Superset’s query object', () => {
    const query = JSON.parse(JSON.stringify(buildQueryObject(line.form_data as QueryFormData)));
    const expected = line.queries[0]!;
    for (const key of [
      'time_range',
      'filters',
      'applied_time_extras',
      'metrics',
      'annotation_layers',
      'row_limit',
      'series_limit',
      'series_limit_metric',
      'order_desc',
      'url_params',
      'custom_params',
      'custom_form_data',
    ]) {
      expect(query[key], key).toEqual(expected[key as keyof typeof expected]);
    }
    expect(query.extras).toEqual(expected.extras);
    expect(query.columns).toEqual(['state']);
  });

  test('captured raw table (09): columns, orderby and no metrics', () => {
    const query = JSON.parse(JSON.stringify(buildQueryObject(table.form_data as QueryFormData)));
    const expected = table.queries[0]!;
    expect(query.columns).toEqual(expected.columns);
    expect(query.orderby).toEqual(expected.orderby);
    expect(query).not.toHaveProperty('metrics');
    expect(query.filters).toEqual(expected.filters);
    expect(query.row_limit).toBe(50);
  });
});
