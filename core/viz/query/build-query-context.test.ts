import { describe, expect, test } from 'vitest';
import { buildQueryContext } from './build-query-context.ts';
import type { QueryFormData } from './query-types.ts';
import pie from './test-fixtures/05_pie_states.json';
import bigNumber from './test-fixtures/06_big_number_total.json';

// The captured bodies of reference/query-contexts, built by Superset's own plugins. Their
// buildQuery steps are restated here as Superset writes them (plugin-chart-echarts
// BigNumber/BigNumberTotal/buildQuery.ts wraps the base object; Pie/buildQuery.ts orders by the
// metric when sort_by_metric), so what is compared is the shared SDK part.
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('buildQueryContext', () => {
  test('big_number_total (06) matches the captured request body', () => {
    const context = buildQueryContext(bigNumber.form_data as QueryFormData, (base) => [{ ...base }]);
    expect(wire(context)).toEqual(bigNumber);
  });

  test('pie (05) matches the captured request body', () => {
    const formData = pie.form_data as QueryFormData;
    const context = buildQueryContext(formData, (base) => [
      { ...base, orderby: formData.sort_by_metric && formData.metric ? [[formData.metric, false]] : [] },
    ]);
    expect(wire(context)).toEqual(pie);
  });

  test('datasource key, defaults, null post-processing dropped, x-axis normalised', () => {
    const context = buildQueryContext(
      { datasource: '12__query', viz_type: 'line', x_axis: 'ds', time_grain_sqla: 'P1W', groupby: ['ds', 'g'] },
      {
        buildQuery: (base) => [
          { ...base, is_timeseries: true, post_processing: [null, { operation: 'flatten' }, undefined] },
        ],
      },
    );
    expect(context.datasource).toEqual({ id: 12, type: 'query' });
    expect(context.force).toBe(false);
    expect(context.result_format).toBe('json');
    expect(context.result_type).toBe('full');
    const [query] = context.queries;
    expect(query!.post_processing).toEqual([{ operation: 'flatten' }]);
    expect(query).not.toHaveProperty('is_timeseries');
    expect(query!.columns).toEqual([
      { timeGrain: 'P1W', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'g',
    ]);
  });

  test('force, result_format and result_type come from form_data; queryFields are honoured', () => {
    const context = buildQueryContext(
      { datasource: '3__table', viz_type: 'x', force: true, result_type: 'samples', result_format: 'csv', my: 'm1' },
      { queryFields: { my: 'metrics' } },
    );
    expect(context).toMatchObject({ force: true, result_type: 'samples', result_format: 'csv' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]!.metrics).toEqual(['m1']);
  });
});
