import { describe, expect, it } from 'vitest';
import { AUDIT_FIELDS } from './audit-fields.ts';
import type { RestContext } from './resource-def.ts';

const ctx: RestContext = {
  dialect: 'sqlite',
  userId: 1,
  permissions: () => [],
  now: () => new Date('2024-06-15T12:00:00Z'),
};

describe('AUDIT_FIELDS', () => {
  it('derives the humanised ages and UTC form from the stored dates', () => {
    const row = { changed_on: '2024-06-12T12:00:00.000000', created_on: '2024-06-15T11:59:00.000000' };
    expect(AUDIT_FIELDS.changed_on_delta_humanized!.computed!(row, ctx)).toBe('3 days ago');
    expect(AUDIT_FIELDS.created_on_delta_humanized!.computed!(row, ctx)).toBe('a minute ago');
    expect(AUDIT_FIELDS.changed_on_utc!.computed!(row, ctx)).toBe('2024-06-12T12:00:00.000000+0000');
    expect(AUDIT_FIELDS.changed_on_delta_humanized!.sortColumn).toBe('changed_on');
  });

  it('names who changed and created the row, or null when nobody is known', () => {
    expect(
      AUDIT_FIELDS.changed_by_name!.computed!(
        { 'changed_by.first_name': 'Ada', 'changed_by.last_name': 'Lovelace' },
        ctx,
      ),
    ).toBe('Ada Lovelace');
    expect(
      AUDIT_FIELDS.created_by_name!.computed!({ 'created_by.first_name': null, 'created_by.last_name': null }, ctx),
    ).toBeNull();
  });
});
