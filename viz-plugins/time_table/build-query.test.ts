import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import buildQuery from './build-query.ts';
import type { TimeTableFormData } from './types.ts';

// Golden cases written from Superset's src/visualizations/TimeTable/config/buildQuery.ts (see each file's source).
const dir = new URL('./golden/', import.meta.url);
const cases = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('time-series table buildQuery (golden)', () => {
  it('has golden cases', () => expect(cases.length).toBeGreaterThanOrEqual(2));
  for (const file of cases) {
    it(file, () => {
      const golden = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        form_data: TimeTableFormData;
        query_context: unknown;
      };
      const context = buildQuery(golden.form_data);
      expect(JSON.parse(JSON.stringify(context))).toEqual(golden.query_context);
    });
  }
});

describe('time-series table buildQuery', () => {
  it('refuses several metrics with a group by, as Superset', () => {
    expect(() =>
      buildQuery({
        datasource: '1__table',
        viz_type: 'time_table',
        groupby: ['state'],
        metrics: ['count', 'sum__num'],
      }),
    ).toThrow("When using 'Group By' you are limited to use a single metric");
  });
});
