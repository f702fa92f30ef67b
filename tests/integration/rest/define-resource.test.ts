import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../server/rest/define-resource.ts';
import type { ResourceDef } from '../../../server/rest/resource-def.ts';
import { widgetDef } from '../../harness/widget-resource.ts';

const broken = (patch: Partial<ResourceDef>) => () => defineResource({ ...widgetDef, ...patch });

describe('defineResource', () => {
  it('accepts a consistent definition unchanged', () => {
    expect(defineResource(widgetDef)).toBe(widgetDef);
  });

  it.each([
    ['an unknown list column', { listColumns: ['nope'] }, /list column nope/],
    ['an unknown relation field', { showColumns: ['owners.password'] }, /show column owners.password/],
    ['an order column without SQL', { orderColumns: ['changed_by_name'] }, /order column changed_by_name/],
    [
      'an operator that does not fit the type',
      { searchColumns: { price: ['sw'] } },
      /price: sw does not apply to number/,
    ],
    ['an unknown operator', { searchColumns: { name: ['zz'] } }, /operator zz is neither standard nor a custom filter/],
    [
      'a relation operator on a field',
      { searchColumns: { name: ['rel_o_m'] } },
      /name: rel_o_m does not apply to string/,
    ],
    ['a related column that is not a relation', { relatedColumns: ['name'] }, /related column name/],
    ['a distinct column that is computed', { distinctColumns: ['changed_by_name'] }, /distinct column changed_by_name/],
  ])('rejects %s', (_what, patch, message) => {
    expect(broken(patch as Partial<ResourceDef>)).toThrow(message);
  });
});
