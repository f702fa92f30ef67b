import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import buildQuery from './build-query.ts';
import type { PairedTTestFormData } from './types.ts';

// Golden cases: expected query contexts written from Superset's
// legacy-plugin-chart-paired-t-test buildQuery (each file names its source).
const dir = new URL('./golden/', import.meta.url);
const cases = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('paired t-test buildQuery (golden)', () => {
  it('has golden cases', () => expect(cases.length).toBeGreaterThanOrEqual(2));
  for (const file of cases) {
    it(file, () => {
      const golden = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        form_data: PairedTTestFormData;
        query_context: unknown;
      };
      const context = buildQuery(golden.form_data);
      expect(JSON.parse(JSON.stringify(context))).toEqual(golden.query_context);
    });
  }
});

describe('paired t-test buildQuery', () => {
  it('orders by the sort metric only when descending, never by leftover order_by_cols', () => {
    const fd = { datasource: '5__table', viz_type: 'paired_ttest', groupby: ['gender'], metrics: ['sum__num'] };
    expect(
      buildQuery({ ...fd, timeseries_limit_metric: 'count', order_desc: false }).queries[0]!.orderby,
    ).toBeUndefined();
    expect(buildQuery({ ...fd, timeseries_limit_metric: 'count', order_desc: false }).queries[0]!.metrics).toEqual([
      'sum__num',
      'count',
    ]);
    expect(buildQuery({ ...fd, order_by_cols: ['["count", false]'] }).queries[0]!.orderby).toBeUndefined();
  });
});
