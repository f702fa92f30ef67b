import { describe, expect, it } from 'vitest';
import { builtinRolePermissions } from './builtin-roles.ts';
import { pvKey, type PermissionView } from './permission-catalog.ts';

const pv = (perm: string, view: string): PermissionView => ({ perm, view });
const ALL: PermissionView[] = [
  pv('can_read', 'Chart'),
  pv('can_write', 'Chart'),
  pv('can_read', 'Database'),
  pv('can_write', 'Database'),
  pv('can_upload', 'Database'),
  pv('can_read', 'Dataset'),
  pv('can_write', 'Dataset'),
  pv('can_execute_sql_query', 'SQLLab'),
  pv('can_estimate_query_cost', 'SQLLab'),
  pv('can_format_sql', 'SQLLab'),
  pv('can_read', 'SavedQuery'),
  pv('menu_access', 'SQL Lab'),
  pv('can_csv', 'Superset'),
  pv('can_read', 'Row Level Security'),
  pv('can_read', 'ReportSchedule'),
  pv('all_database_access', 'all_database_access'),
  pv('all_query_access', 'all_query_access'),
  pv('database_access', '[examples].(id:1)'),
  pv('can_userinfo', 'UserDBModelView'),
  pv('can_read', 'SecurityRestApi'),
];

const roles = builtinRolePermissions(ALL, null);
const holds = (role: keyof typeof roles) => new Set(roles[role].map((p) => pvKey(p.perm, p.view)));

describe('builtinRolePermissions (Superset’s sync_role_definitions)', () => {
  it('gives Admin everything but per-object data access', () => {
    expect(holds('Admin')).toEqual(
      new Set(ALL.filter((p) => p.perm !== 'database_access').map((p) => pvKey(p.perm, p.view))),
    );
  });

  it('keeps every SQL Lab pair away from Alpha and Gamma, and gives them to sql_lab', () => {
    for (const key of [
      'can_execute_sql_query|SQLLab',
      'can_estimate_query_cost|SQLLab',
      'can_read|SavedQuery',
      'menu_access|SQL Lab',
    ]) {
      expect(holds('Alpha').has(key), key).toBe(false);
      expect(holds('Gamma').has(key), key).toBe(false);
      expect(holds('sql_lab').has(key), key).toBe(true);
    }
  });

  it('gives sql_lab its extra views and nothing of Chart, Dataset or data access', () => {
    expect([...holds('sql_lab')].sort()).toEqual(
      [
        'can_csv|Superset',
        'can_estimate_query_cost|SQLLab',
        'can_execute_sql_query|SQLLab',
        'can_format_sql|SQLLab',
        'can_read|Database',
        'can_read|SavedQuery',
        'can_read|SecurityRestApi',
        'menu_access|SQL Lab',
      ].sort(),
    );
  });

  it('keeps Database writes and admin-only views and permissions to Admin; can_upload and all_* data access reach Alpha', () => {
    expect(holds('Alpha').has('can_write|Database')).toBe(false);
    expect(holds('Alpha').has('can_upload|Database')).toBe(true);
    expect(holds('Alpha').has('all_database_access|all_database_access')).toBe(true);
    expect(holds('Alpha').has('all_query_access|all_query_access')).toBe(false);
    expect(holds('Alpha').has('can_read|Row Level Security')).toBe(false);
    expect(holds('Alpha').has('can_write|Dataset')).toBe(true);
  });

  it('gives Gamma reads on read-only views and no alpha-only pair', () => {
    const gamma = holds('Gamma');
    expect(gamma.has('can_read|Dataset')).toBe(true);
    expect(gamma.has('can_write|Dataset')).toBe(false);
    expect(gamma.has('can_upload|Database')).toBe(false);
    expect(gamma.has('can_read|ReportSchedule')).toBe(false);
    expect(gamma.has('all_database_access|all_database_access')).toBe(false);
    expect(gamma.has('can_write|Chart')).toBe(true);
    expect(gamma.has('can_userinfo|UserDBModelView')).toBe(true);
  });

  it('leaves Public empty, or a copy of the role PUBLIC_ROLE_LIKE names', () => {
    expect(roles.Public).toEqual([]);
    expect(builtinRolePermissions(ALL, 'Gamma').Public).toEqual(roles.Gamma);
  });
});
