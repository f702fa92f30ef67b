import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import buildQuery from './build-query.ts';
import type { PivotTableFormData } from './types.ts';

// Golden cases: expected query contexts written from Superset's
// plugin-chart-pivot-table/src/plugin/buildQuery.ts (each file names its source).
const dir = new URL('./golden/', import.meta.url);
const cases = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('pivot table buildQuery (golden)', () => {
  it('has golden cases', () => expect(cases.length).toBeGreaterThanOrEqual(3));
  for (const file of cases) {
    it(file, () => {
      const golden = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        form_data: PivotTableFormData;
        query_context: unknown;
      };
      const context = buildQuery(golden.form_data);
      expect(JSON.parse(JSON.stringify(context))).toEqual(golden.query_context);
    });
  }
});
