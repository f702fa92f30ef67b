import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import buildQuery from './build-query.ts';

// Golden cases: the expected query contexts follow Superset's
// plugin-chart-echarts/src/Pie/buildQuery.ts over superset-ui-core's buildQueryObject; the first is
// a capture of Superset's own client (reference/query-contexts/05_pie_states.json).
const dir = new URL('./golden/', import.meta.url);

describe('pie buildQuery', () => {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    it(`matches Superset's query context: ${file}`, () => {
      const { form_data, query_context } = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      expect(JSON.parse(JSON.stringify(buildQuery(form_data)))).toEqual(query_context);
    });
  }
});
