import { describe, expect, it } from 'vitest';
import { isChartRef, savedChartFormData, UnreadableParamsError, type SavedChartRow } from './saved-chart.ts';

const row = (values: Partial<SavedChartRow>): SavedChartRow => ({
  id: 7,
  slice_name: 'Births',
  viz_type: 'pie',
  datasource_id: 3,
  datasource_type: 'table',
  params: null,
  ...values,
});

describe('savedChartFormData', () => {
  it("is the chart's params with slice_id, viz_type and datasource from its row (Superset's Slice.form_data)", () => {
    const formData = savedChartFormData(
      row({ params: JSON.stringify({ viz_type: 'table', datasource: '9__table', metric: 'count', row_limit: 10 }) }),
    );
    expect(formData).toEqual({ viz_type: 'pie', datasource: '3__table', metric: 'count', row_limit: 10, slice_id: 7 });
  });

  it("keeps the params' own viz_type and datasource when the row has none", () => {
    const formData = savedChartFormData(
      row({
        viz_type: null,
        datasource_id: null,
        params: JSON.stringify({ viz_type: 'table', datasource: '9__table' }),
      }),
    );
    expect(formData).toEqual({ viz_type: 'table', datasource: '9__table', slice_id: 7 });
  });

  it('refuses params that are not a JSON object', () => {
    expect(() => savedChartFormData(row({ params: '{oops' }))).toThrow(
      new UnreadableParamsError('Chart 7 has params that are not JSON'),
    );
    expect(() => savedChartFormData(row({ params: '[1]' }))).toThrow('Chart 7 has params that are not a JSON object');
    expect(() => savedChartFormData(row({ params: 'null' }))).toThrow('not a JSON object');
  });
});

describe('isChartRef', () => {
  it('takes positive ids and uuids only', () => {
    expect(isChartRef('12')).toBe(true);
    expect(isChartRef('0')).toBe(false);
    expect(isChartRef('1e3')).toBe(false);
    expect(isChartRef('9'.repeat(16))).toBe(false);
    expect(isChartRef('3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60')).toBe(true);
    expect(isChartRef("1' or 1=1")).toBe(false);
  });
});
