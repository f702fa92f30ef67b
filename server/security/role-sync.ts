import { BUILTIN_ROLES, builtinRolePermissions, DECLARED_PERMISSIONS } from './builtin-roles.ts';
import { pvKey, type PermissionView } from './permission-catalog.ts';
import type { PlatformDb } from '../store/platform-tables.ts';

type Db = PlatformDb;

async function idOf(db: Db, table: 'ab_permission' | 'ab_view_menu' | 'ab_role', name: string): Promise<number> {
  const found = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id as number;
  await db
    .insertInto(table)
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id as number;
}

/** Ensures the pair exists in the store and returns its ab_permission_view id. */
export async function ensurePermissionView(db: Db, perm: string, view: string): Promise<number> {
  const permissionId = await idOf(db, 'ab_permission', perm);
  const viewId = await idOf(db, 'ab_view_menu', view);
  const row = await db
    .selectFrom('ab_permission_view')
    .select('id')
    .where('permission_id', '=', permissionId)
    .where('view_menu_id', '=', viewId)
    .executeTakeFirst();
  if (row) return row.id as number;
  await db
    .insertInto('ab_permission_view')
    .values({ permission_id: permissionId, view_menu_id: viewId })
    .onConflict((oc) => oc.columns(['permission_id', 'view_menu_id']).doNothing())
    .execute();
  return (
    await db
      .selectFrom('ab_permission_view')
      .select('id')
      .where('permission_id', '=', permissionId)
      .where('view_menu_id', '=', viewId)
      .executeTakeFirstOrThrow()
  ).id as number;
}

/** Sets a role's permissions to exactly `pairs` (creating the role and pairs as needed). */
export async function setRolePermissions(db: Db, role: string, pairs: PermissionView[]): Promise<void> {
  const roleId = await idOf(db, 'ab_role', role);
  const wanted = new Set<number>();
  for (const p of pairs) wanted.add(await ensurePermissionView(db, p.perm, p.view));
  const current = await db
    .selectFrom('ab_permission_view_role')
    .select('permission_view_id')
    .where('role_id', '=', roleId)
    .execute();
  const have = new Set(current.map((r) => r.permission_view_id as number));
  const remove = [...have].filter((id) => !wanted.has(id));
  const add = [...wanted].filter((id) => !have.has(id));
  if (remove.length)
    await db
      .deleteFrom('ab_permission_view_role')
      .where('role_id', '=', roleId)
      .where('permission_view_id', 'in', remove)
      .execute();
  for (const id of add)
    await db.insertInto('ab_permission_view_role').values({ permission_view_id: id, role_id: roleId }).execute();
}

/**
 * What `superset init` does: every known pair exists, and the built-in roles hold exactly their
 * definition. Public is only rewritten when PUBLIC_ROLE_LIKE names a role; custom roles are
 * never touched. Runs in one transaction so a crash leaves the previous definitions in place.
 */
export async function syncRoles(db: Db, catalog: PermissionView[], publicRoleLike: string | null): Promise<void> {
  const all = dedupe([...catalog, ...DECLARED_PERMISSIONS]);
  const roles = builtinRolePermissions(all, publicRoleLike);
  await db.transaction().execute(async (trx) => {
    for (const p of all) await ensurePermissionView(trx, p.perm, p.view);
    for (const role of BUILTIN_ROLES) {
      if (role === 'Public' && !publicRoleLike) {
        await idOf(trx, 'ab_role', 'Public');
        continue;
      }
      await setRolePermissions(trx, role, roles[role]);
    }
  });
}

function dedupe(pairs: PermissionView[]): PermissionView[] {
  const m = new Map(pairs.map((p) => [pvKey(p.perm, p.view), p]));
  return [...m.values()];
}
