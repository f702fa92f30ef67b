import { describe, expect, it } from 'vitest';
import { chartDigest, thumbnailUrl } from './chart-digest.ts';
import { chartFormData, descriptionMarkeddown } from './chart-fields.ts';
import { isQueryContextUpdate } from './chart-body-schema.ts';

const row = {
  id: 7,
  params: '{"a":1}',
  query_context: '{"q":1}',
  viz_type: 'table',
  changed_on: '2024-01-01T00:00:00.000000',
};

describe('chart fields', () => {
  it('form_data: params, then slice_id, viz_type and datasource from the row (they win, as Slice.form_data)', () => {
    const params = JSON.stringify({ viz_type: 'pie', datasource: '1__table', slice_id: 99, metric: 'count' });
    expect(chartFormData({ id: 7, params, viz_type: 'table', datasource_id: 3, datasource_type: 'table' })).toEqual({
      viz_type: 'table',
      datasource: '3__table',
      slice_id: 7,
      metric: 'count',
    });
    expect(chartFormData({ id: 7, params: 'not json', viz_type: null, datasource_id: null })).toEqual({ slice_id: 7 });
    expect(chartFormData({ id: 7, params: '[1]' })).toEqual({ slice_id: 7 });
  });

  it('description_markeddown escapes HTML and wraps paragraphs', () => {
    expect(descriptionMarkeddown('a <b>\n\nsecond & "x"')).toBe(
      '<p>a &lt;b&gt;</p>\n<p>second &amp; &quot;x&quot;</p>',
    );
    expect(descriptionMarkeddown(null)).toBe('');
  });

  it('the digest changes with what draws the chart and with changed_on, and names the thumbnail URL', () => {
    const d = chartDigest(row);
    expect(d).toMatch(/^[0-9a-f]{32}$/);
    expect(chartDigest({ ...row })).toBe(d);
    for (const change of [
      { params: '{"a":2}' },
      { query_context: null },
      { viz_type: 'pie' },
      { changed_on: '2024-01-02' },
    ])
      expect(chartDigest({ ...row, ...change })).not.toBe(d);
    expect(thumbnailUrl(row)).toBe(`/api/v1/chart/7/thumbnail/${d}/`);
  });

  it('a query-context update is exactly query_context with query_context_generation true', () => {
    expect(isQueryContextUpdate({ query_context: '{}', query_context_generation: true })).toBe(true);
    expect(isQueryContextUpdate({ query_context: '{}', query_context_generation: false })).toBe(false);
    expect(isQueryContextUpdate({ query_context: '{}' })).toBe(false);
    expect(isQueryContextUpdate({ query_context: '{}', query_context_generation: true, slice_name: 'x' })).toBe(false);
  });
});
