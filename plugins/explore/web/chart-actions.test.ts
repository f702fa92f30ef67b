import { describe, expect, it } from 'vitest';
import type { QueryContext } from '../../../core/viz/query/query-types.ts';
import { embedSnippet, exportFileName, fileName, withResult } from './chart-actions.ts';

describe('the Explore header actions', () => {
  it('asks the chart data API for full results in the export format', () => {
    const qc = { datasource: { id: 1, type: 'table' }, queries: [{}], result_format: 'json', result_type: 'full' };
    expect(withResult(qc as unknown as QueryContext, 'full', 'xlsx')).toMatchObject({
      result_format: 'xlsx',
      result_type: 'full',
      queries: [{}],
    });
    expect(withResult(qc as unknown as QueryContext, 'query', 'json').result_type).toBe('query');
  });

  it('names the downloaded file after the chart, a zip for several CSVs', () => {
    expect(exportFileName('Births by gender, monthly', 'csv', 'text/csv')).toBe('Births_by_gender_monthly.csv');
    expect(exportFileName('Top 10', 'csv', 'application/zip')).toBe('Top_10.zip');
    expect(exportFileName('Top 10', 'json', 'application/json')).toBe('Top_10.json');
    expect(fileName('***')).toBe('chart');
  });

  it("embeds the permalink's standalone view at the chosen size (Superset's EmbedCodeContent)", () => {
    const code = embedSnippet('http://host/superset/explore/p/abc/', '640', '480');
    expect(code).toContain('width="640"');
    expect(code).toContain('height="480"');
    expect(code).toContain('src="http://host/superset/explore/p/abc/?standalone=1&height=480"');
    expect(embedSnippet('http://h/x?a=1', '1', '2')).toContain('src="http://h/x?a=1&standalone=1&height=2"');
  });
});
