import { describe, expect, it } from 'vitest';
import { validateControl, type ControlConfig, type QueryFormData } from '../../core/viz/index.ts';
import controlPanel from './control-panel.ts';

const controls = new Map<string, ControlConfig>();
for (const section of controlPanel.controlPanelSections)
  for (const row of section.controlSetRows)
    for (const c of row) if (c && typeof c === 'object') controls.set(c.name, c);
const control = (name: string) => controls.get(name)!;
const fd = (extra: Partial<QueryFormData>): QueryFormData => ({ datasource: '1__table', viz_type: 'table', ...extra });

describe('table control panel', () => {
  it("has Superset's controls with their defaults", () => {
    expect(control('row_limit').default).toBe(10000);
    expect(control('server_page_length').default).toBe(10);
    expect(control('table_timestamp_format').default).toBe('smart_date');
    expect(control('show_cell_bars').default).toBe(true);
    expect(control('color_pn').default).toBe(true);
    expect(control('align_pn').default).toBe(false);
    expect(control('allow_render_html').default).toBe(true);
    expect(control('percent_metric_calculation').default).toBe('row_limit');
  });
  it('shows aggregate or raw controls by query mode (raw when all_columns is set)', () => {
    const raw = { formData: fd({ all_columns: ['name'] }) };
    const agg = { formData: fd({ groupby: ['state'] }) };
    expect(control('all_columns').visibility!(raw)).toBe(true);
    expect(control('groupby').visibility!(raw)).toBe(false);
    expect(control('groupby').visibility!(agg)).toBe(true);
    expect(control('order_by_cols').visibility!(agg)).toBe(false);
    expect(control('server_page_length').visibility!({ formData: fd({ server_pagination: true }) })).toBe(true);
  });
  it('needs a dimension or a metric in aggregate mode', () => {
    const message = 'Group By, Metrics or Percentage Metrics must have a value';
    expect(validateControl([], control('groupby').validators, fd({ metrics: [] }))).toEqual([message]);
    expect(validateControl([], control('groupby').validators, fd({ metrics: ['count'] }))).toEqual([]);
    expect(validateControl('abc', control('row_limit').validators, fd({}))).toEqual(['is expected to be an integer']);
    expect(validateControl(200000, control('row_limit').validators, fd({}))).toEqual(['Value cannot exceed 100000']);
  });
});

describe('table row limit (spec explore.md §5.1)', () => {
  it('is required, an integer and at most 100000', () => {
    expect(validateControl('', control('row_limit').validators, fd({}))).toEqual(['cannot be empty']);
    expect(validateControl('100000', control('row_limit').validators, fd({}))).toEqual([]);
  });
});
