import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import { infoResource } from '../../../server/rest/info-resource.ts';
import type { RestContext } from '../../../server/rest/resource-def.ts';
import { widgetDef } from '../../harness/widget-resource.ts';

const asked: string[] = [];
const ctx: RestContext = {
  dialect: 'sqlite',
  userId: 1,
  permissions: (className) => {
    asked.push(className);
    return ['can_read', 'can_export'];
  },
};

describe('infoResource', () => {
  it('answers every block by default', () => {
    const info = infoResource(widgetDef, undefined, ctx);
    expect(Object.keys(info).sort()).toEqual([
      'add_columns',
      'add_title',
      'edit_columns',
      'edit_title',
      'filters',
      'permissions',
    ]);
    expect(info.permissions).toEqual(['can_read', 'can_export']);
    expect(asked.at(-1)).toBe('Widget');
    expect(info.add_title).toBe('Add Widget');
    expect(info.edit_title).toBe('Edit Widget');
    expect(info.add_columns).toEqual([
      { name: 'name', type: 'String', required: true, label: 'Name', description: '', unique: false, validate: [] },
    ]);
    expect(info.edit_columns?.[1]).toMatchObject({ name: 'price', label: 'Unit price', required: false });
  });

  it('lists each search column with FAB operator names, custom filters first', () => {
    const { filters } = infoResource(widgetDef, '(keys:!(filters))', ctx);
    expect(filters?.id).toEqual([
      { name: 'Is favorite', operator: 'widget_is_favorite' },
      { name: 'Equal to', operator: 'eq' },
    ]);
    expect(filters?.name).toEqual([
      { name: 'Starts with', operator: 'sw' },
      { name: 'Not Starts with', operator: 'nsw' },
      { name: 'Ends with', operator: 'ew' },
      { name: 'Not Ends with', operator: 'new' },
      { name: 'Contains', operator: 'ct' },
      { name: 'Not Contains', operator: 'nct' },
      { name: 'Equal to', operator: 'eq' },
      { name: 'Not Equal to', operator: 'neq' },
      { name: 'One of', operator: 'in' },
    ]);
    expect(filters?.price?.map((x) => x.name)).toEqual([
      'Equal to',
      'Not Equal to',
      'Greater than',
      'Smaller than',
      'Greater equal',
      'Smaller equal',
      'One of',
    ]);
    expect(filters?.database).toEqual([
      { name: 'Relation', operator: 'rel_o_m' },
      { name: 'No Relation', operator: 'nrel_o_m' },
    ]);
    expect(filters?.owners?.[0]).toEqual({ name: 'Relation as Many', operator: 'rel_m_m' });
    expect(Object.keys(filters ?? {})).toEqual(Object.keys(widgetDef.searchColumns));
  });

  it('selects blocks with keys', () => {
    expect(infoResource(widgetDef, '(keys:!(permissions))', ctx)).toEqual({ permissions: ['can_read', 'can_export'] });
    expect(infoResource(widgetDef, '(keys:!(none))', ctx)).toEqual({});
    expect(Object.keys(infoResource(widgetDef, '(add_columns:(owners:(page:0,page_size:10)))', ctx))).toHaveLength(6);
  });

  it('answers 400 for an unknown key', () => {
    expect(() => infoResource(widgetDef, '(keys:!(everything))', ctx)).toThrow(ApiError);
    expect(() => infoResource(widgetDef, '(keys:!(permissions)', ctx)).toThrow('Not a valid rison argument');
  });
});
