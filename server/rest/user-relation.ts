import type { ManyToMany, ManyToOne } from './resource-def.ts';

/** Superset's ab_user, as relations expose it (owners, created_by, changed_by, last_saved_by…). */
export const USER_TABLE = 'ab_user';

const userFields = {
  id: 'id',
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  email: 'email',
  active: { column: 'active', type: 'boolean' },
} as const;

const userOptions = {
  table: USER_TABLE,
  fields: userFields,
  text: (row: Record<string, unknown>) => `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`,
  extra: (row: Record<string, unknown>) => ({ email: row.email, active: row.active }),
  search: [['first_name', 'last_name'], 'username', 'email'],
  relatedOrder: { field: 'first_name', direction: 'asc' },
} satisfies Partial<ManyToOne>;

type OptionFilter = ManyToOne['relatedFilter'];

/** A many-to-one user relation through `fk` on the base table (created_by_fk, changed_by_fk…). */
export function userManyToOne(fk: string, relatedFilter?: OptionFilter): ManyToOne {
  return { kind: 'many-to-one', fk, ...userOptions, ...(relatedFilter ? { relatedFilter } : {}) };
}

/** A many-to-many user relation (owners) through a link table. */
export function userManyToMany(
  through: string,
  throughSourceFk: string,
  throughTargetFk = 'user_id',
  relatedFilter?: OptionFilter,
): ManyToMany {
  return {
    kind: 'many-to-many',
    through,
    throughSourceFk,
    throughTargetFk,
    ...userOptions,
    ...(relatedFilter ? { relatedFilter } : {}),
  };
}
