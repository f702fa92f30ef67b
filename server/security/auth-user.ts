import { isAdminRoleName } from './builtin-roles.ts';
import type { GuestResource, GuestRlsRule } from './guest-token.ts';
import { pvKey } from './permission-catalog.ts';

/** The caller of a request, with everything a permission check needs. */
export interface AuthUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  active: boolean;
  roles: string[];
  isAdmin: boolean;
  /** `perm|view` keys held through any role. */
  permissions: ReadonlySet<string>;
  /** The pairs each role grants, for `/api/v1/me/roles/`. */
  rolePermissions: Record<string, { perm: string; view: string }[]>;
  /**
   * Set for a guest of an embedded dashboard (a guest token, reference §1.4): the dashboards it
   * may read and the row-level rules ANDed into every query it runs. A guest has no account.
   */
  guest?: { resources: GuestResource[]; rls: GuestRlsRule[] };
}

export function makeAuthUser(
  row: Omit<AuthUser, 'isAdmin' | 'permissions' | 'rolePermissions'>,
  pairs: { role: string; perm: string; view: string }[],
): AuthUser {
  const rolePermissions: AuthUser['rolePermissions'] = Object.fromEntries(row.roles.map((r) => [r, []]));
  for (const p of pairs) rolePermissions[p.role]?.push({ perm: p.perm, view: p.view });
  return {
    ...row,
    isAdmin: row.roles.some(isAdminRoleName),
    permissions: new Set(pairs.map((p) => pvKey(p.perm, p.view))),
    rolePermissions,
  };
}

/** Superset's rule: an admin passes; otherwise some role must hold the pair. */
export function can(user: AuthUser | null, perm: string, view: string): boolean {
  if (!user) return false;
  return user.isAdmin || user.permissions.has(pvKey(perm, view));
}

/** The permission names the user holds on one class (for `_info`). */
export function permissionsOn(user: AuthUser | null, view: string, known: Iterable<string>): string[] {
  if (!user) return [];
  const out: string[] = [];
  for (const perm of known) if (can(user, perm, view)) out.push(perm);
  return out.sort();
}
