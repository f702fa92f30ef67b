import { setRolePermissions } from '../../server/security/role-sync.ts';
import type { PermissionView } from '../../server/security/permission-catalog.ts';
import type { ApiClient } from './api-client.ts';
import type { BootedLoupe } from './boot-loupe.ts';

/** The examples database's id and its per-database permission view (`[examples].(id:N)`). */
export async function examplesDatabase(h: BootedLoupe): Promise<{ id: number; perm: PermissionView }> {
  const row = await h.loupe.store.db
    .selectFrom('dbs')
    .select(['id', 'database_name'])
    .where('database_name', '=', 'examples')
    .executeTakeFirstOrThrow();
  const id = row.id as number;
  return { id, perm: { perm: 'database_access', view: `[examples].(id:${id})` } };
}

/**
 * A signed-in user holding `roles`, plus (when `grants` is given) a role of their own holding
 * exactly those pairs, as an admin would grant database access in Superset's role screen.
 */
export async function userWith(
  h: BootedLoupe,
  username: string,
  roles: string[],
  grants: PermissionView[] = [],
): Promise<ApiClient> {
  const password = `${username}-password`;
  if (grants.length) await setRolePermissions(h.loupe.store.db, `${username}_grants`, grants);
  await h.loupe.security.users.create({
    username,
    password,
    roles: grants.length ? [...roles, `${username}_grants`] : roles,
  });
  return h.login(username, password);
}
