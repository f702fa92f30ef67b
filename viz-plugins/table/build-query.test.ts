import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import buildQuery from './build-query.ts';
import type { TableFormData } from './types.ts';

// Golden cases: expected query contexts written from Superset's plugin-chart-table buildQuery.ts
// (each file names its source); raw-order-by-captured.json is Superset's own client output.
const dir = new URL('./golden/', import.meta.url);
const cases = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('table buildQuery (golden)', () => {
  it('has golden cases', () => expect(cases.length).toBeGreaterThanOrEqual(4));
  for (const file of cases) {
    it(file, () => {
      const golden = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        form_data: TableFormData;
        own_state?: Record<string, unknown>;
        query_context: unknown;
      };
      const context = buildQuery(golden.form_data, { ownState: golden.own_state });
      expect(JSON.parse(JSON.stringify(context))).toEqual(golden.query_context);
    });
  }
});

describe('table buildQuery (details)', () => {
  const fd: TableFormData = { datasource: '1__table', viz_type: 'table', groupby: ['state'], metrics: ['count'] };
  it('server pagination never pages past the row limit', () => {
    const context = buildQuery(
      { ...fd, server_pagination: true, server_page_length: 30, row_limit: 100 },
      { ownState: { currentPage: 9 } },
    );
    expect(context.queries[0]!.row_offset).toBe(90);
    expect(context.queries[0]!.row_limit).toBe(10);
    expect(context.queries[1]!.is_rowcount).toBe(true);
  });
  it('sorting from the table state replaces the order with server pagination only', () => {
    const sortBy = [{ key: 'state', desc: true }];
    expect(buildQuery({ ...fd, server_pagination: true }, { ownState: { sortBy } }).queries[0]!.orderby).toEqual([
      ['state', false],
    ]);
    expect(buildQuery(fd, { ownState: { sortBy } }).queries[0]!.orderby).toEqual([['count', false]]);
  });
  it('a download query asks for every row of the limit, no paging', () => {
    const context = buildQuery({ ...fd, server_pagination: true, row_limit: 500, result_format: 'csv' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]!.row_limit).toBe(500);
    expect(context.queries[0]!.row_offset).toBe(0);
  });
});
