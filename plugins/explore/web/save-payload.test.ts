import { describe, expect, it } from 'vitest';
import type { QueryContext, QueryFormData } from '../../../core/viz/query/query-types.ts';
import { chartPayload, savedParams } from './save-payload.ts';

const fd: QueryFormData = {
  datasource: '1__table',
  viz_type: 'pie',
  metric: 'sum__num',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'gender',
      operator: '==',
      comparator: 'girl',
      isExtra: false,
    },
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA', isExtra: true },
  ],
  extra_form_data: { time_range: 'Last year' },
};

describe('the saved chart (spec §5.9, §7.2)', () => {
  it('drops filters that came from a dashboard (isExtra) and the extra form data', () => {
    const params = savedParams(fd);
    expect(params.adhoc_filters).toHaveLength(1);
    expect(params.adhoc_filters![0]).toMatchObject({ subject: 'gender' });
    expect(params.extra_form_data).toBeUndefined();
    expect(fd.adhoc_filters).toHaveLength(2);
  });

  it('sends params and query_context as JSON text with the chart fields Superset sends', () => {
    const qc = { datasource: { id: 1, type: 'table' }, queries: [] } as unknown as QueryContext;
    const body = chartPayload({
      formData: fd,
      queryContext: qc,
      sliceName: 'Girls',
      datasourceId: 1,
      datasourceType: 'table',
      dashboards: [3],
    });
    expect(body).toMatchObject({
      slice_name: 'Girls',
      viz_type: 'pie',
      datasource_id: 1,
      datasource_type: 'table',
      dashboards: [3],
    });
    expect(JSON.parse(body.params)).toMatchObject({ metric: 'sum__num', viz_type: 'pie' });
    expect(JSON.parse(body.query_context)).toEqual(qc);
  });
});
