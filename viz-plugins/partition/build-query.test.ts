import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import buildQuery from './build-query.ts';

// Golden cases: each expected query context was derived by hand from Superset's
// legacy-plugin-chart-partition/src/buildQuery.ts over superset-ui-core's buildQueryObject / buildQueryContext.
const dir = new URL('./golden/', import.meta.url);

describe('partition buildQuery', () => {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  it('has golden cases', () => expect(files.length).toBeGreaterThanOrEqual(2));
  for (const file of files) {
    it(`matches Superset's query context: ${file}`, () => {
      const { form_data, query_context } = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      expect(JSON.parse(JSON.stringify(buildQuery(form_data)))).toEqual(query_context);
    });
  }
});
