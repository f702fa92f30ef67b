import type { PermissionView } from './permission-catalog.ts';
import { pvKey } from './permission-catalog.ts';
import {
  ACCESSIBLE_PERMS,
  ADMIN_ONLY_PERMISSIONS,
  ADMIN_ONLY_VIEW_MENUS,
  ALPHA_ONLY_PERMISSIONS,
  ALPHA_ONLY_PMVS,
  ALPHA_ONLY_VIEW_MENUS,
  CUSTOM_PERMISSIONS,
  EVERY_ROLE_PVMS,
  GAMMA_READ_ONLY_MODEL_VIEWS,
  OBJECT_SPEC_PERMISSIONS,
  READ_ONLY_MODEL_VIEWS,
  READ_ONLY_PERMISSION,
  SQLLAB_EXTRA_PERMISSION_VIEWS,
  SQLLAB_ONLY_PERMISSIONS,
} from './superset-role-lists.ts';

/** Superset's built-in roles, rebuilt from the permission catalog at every start (`superset init`). */
export const BUILTIN_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

const keys = (list: readonly PermissionView[]) => new Set(list.map((p) => pvKey(p.perm, p.view)));
const ALPHA_ONLY_PMV_KEYS = keys(ALPHA_ONLY_PMVS);
const SQLLAB_ONLY_KEYS = keys(SQLLAB_ONLY_PERMISSIONS);
const SQLLAB_EXTRA_KEYS = keys(SQLLAB_EXTRA_PERMISSION_VIEWS);
const EVERY_ROLE_KEYS = keys(EVERY_ROLE_PVMS);

/**
 * Pairs that exist whatever routes declare, as `superset init` leaves them: the custom
 * permissions and every pair of SQL Lab's lists (so the sql_lab role reads as Superset's).
 */
export const DECLARED_PERMISSIONS: readonly PermissionView[] = [
  ...CUSTOM_PERMISSIONS,
  ...SQLLAB_ONLY_PERMISSIONS,
  ...SQLLAB_EXTRA_PERMISSION_VIEWS,
  ...EVERY_ROLE_PVMS,
];

// The predicates of SupersetSecurityManager, one for one.

const isUserDefined = (p: PermissionView) => OBJECT_SPEC_PERMISSIONS.has(p.perm);

function isAdminOnly(p: PermissionView): boolean {
  if (ALPHA_ONLY_PMV_KEYS.has(pvKey(p.perm, p.view))) return false;
  if (READ_ONLY_MODEL_VIEWS.has(p.view) && !READ_ONLY_PERMISSION.has(p.perm)) return true;
  return ADMIN_ONLY_VIEW_MENUS.has(p.view) || ADMIN_ONLY_PERMISSIONS.has(p.perm);
}

function isAlphaOnly(p: PermissionView): boolean {
  if (GAMMA_READ_ONLY_MODEL_VIEWS.has(p.view) && !READ_ONLY_PERMISSION.has(p.perm)) return true;
  if (ALPHA_ONLY_PMV_KEYS.has(pvKey(p.perm, p.view))) return true;
  return ALPHA_ONLY_VIEW_MENUS.has(p.view) || ALPHA_ONLY_PERMISSIONS.has(p.perm);
}

const isAccessibleToAll = (p: PermissionView) =>
  ACCESSIBLE_PERMS.has(p.perm) || EVERY_ROLE_KEYS.has(pvKey(p.perm, p.view));
const isSqlLabOnly = (p: PermissionView) => SQLLAB_ONLY_KEYS.has(pvKey(p.perm, p.view));

const isAdminPvm = (p: PermissionView) => !isUserDefined(p);
const isAlphaPvm = (p: PermissionView) =>
  !(isUserDefined(p) || isAdminOnly(p) || isSqlLabOnly(p)) || isAccessibleToAll(p);
const isGammaPvm = (p: PermissionView) =>
  !(isUserDefined(p) || isAdminOnly(p) || isAlphaOnly(p) || isSqlLabOnly(p)) || isAccessibleToAll(p);
/** Loupe: sql_lab also holds EVERY_ROLE_PVMS (the CSRF token), see superset-role-lists.ts. */
const isSqlLabPvm = (p: PermissionView) =>
  isSqlLabOnly(p) || SQLLAB_EXTRA_KEYS.has(pvKey(p.perm, p.view)) || EVERY_ROLE_KEYS.has(pvKey(p.perm, p.view));

/**
 * The exact permission set of each built-in role, given every pair the store holds
 * (`sync_role_definitions`). Public copies the role PUBLIC_ROLE_LIKE names, else holds nothing.
 */
export function builtinRolePermissions(
  all: readonly PermissionView[],
  publicRoleLike: string | null,
): Record<BuiltinRole, PermissionView[]> {
  const byName = {
    Admin: all.filter(isAdminPvm),
    Alpha: all.filter(isAlphaPvm),
    Gamma: all.filter(isGammaPvm),
    sql_lab: all.filter(isSqlLabPvm),
  } as const;
  const like = publicRoleLike ? (byName as Record<string, PermissionView[]>)[publicRoleLike] : undefined;
  return { ...byName, Public: like ? [...like] : [] };
}

export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === 'admin';
}
