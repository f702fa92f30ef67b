import { describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../server/rest/rison.ts';
import { pickDashboardFields, splitDashboardColumns } from './dashboard-columns.ts';

describe('splitDashboardColumns', () => {
  it('reads dashboards.<field> columns as the one dashboards column and remembers the fields', () => {
    const out = splitDashboardColumns('(columns:!(slice_name,dashboards.id,dashboards.dashboard_title),keys:!(none))');
    expect(out.fields).toEqual(['id', 'dashboard_title']);
    expect(decodeRison(out.q!)).toEqual({ columns: ['slice_name', 'dashboards'], keys: ['none'] });
  });

  it('passes on a q without such columns, an unknown field, or text that is not rison', () => {
    for (const q of [undefined, '(columns:!(slice_name))', '(columns:!(dashboards.owner))', '(((', '!(1)'])
      expect(splitDashboardColumns(q)).toEqual({ q, fields: null });
  });
});

describe('pickDashboardFields', () => {
  const refs = [{ id: 3, dashboard_title: 'Sales', json_metadata: '{}' }];
  it('keeps only the fields asked for, or all of them', () => {
    expect(pickDashboardFields(refs, ['id'])).toEqual([{ id: 3 }]);
    expect(pickDashboardFields(refs, null)).toEqual(refs);
  });
});
