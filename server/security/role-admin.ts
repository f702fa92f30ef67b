import { sql } from 'kysely';
import { notFound, unprocessable } from '../http/errors.ts';
import { likePredicate } from '../rest/like-predicate.ts';
import type { StoreDialect } from '../store/store.ts';
import type { PlatformDb } from '../store/platform-tables.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';
import { recordAction } from './action-log.ts';
import type { Actor } from './user-admin.ts';
import { BUILTIN_ROLES } from './builtin-roles.ts';

/** Superset's RoleRestAPI.get_list arguments, defaults applied. */
export interface RoleSearchArgs {
  order_column: 'id' | 'name';
  order_direction: 'asc' | 'desc';
  page: number;
  page_size: number;
  filters: { col: string; value: unknown }[];
}

export interface RoleSummary {
  id: number;
  name: string;
  user_ids: number[];
  permission_ids: number[];
}

/**
 * Admin writes on roles (FAB's RoleApi and Superset's RoleRestAPI), each in one transaction with
 * its action-log row.
 *
 * Built-in roles: Superset lets an admin edit them, then `superset init` silently puts their
 * permissions back. Loupe rebuilds them at every start, so it refuses instead: the built-in roles
 * cannot be renamed or deleted, and their permissions cannot be changed (except Public while
 * PUBLIC_ROLE_LIKE is unset, which start leaves alone). Assigning users to them is allowed: start
 * never touches who holds a role. To grant more, create a custom role.
 */
export class RoleAdmin {
  constructor(
    private readonly db: PlatformDb,
    private readonly dialect: StoreDialect,
    private readonly publicRoleLike: string | null,
  ) {}

  /** Why a role's permissions may not be changed, or null when they may. */
  lockedPermissions(name: string): string | null {
    if (!(BUILTIN_ROLES as readonly string[]).includes(name)) return null;
    if (name === 'Public' && !this.publicRoleLike) return null;
    return `${name} is a built-in role: Loupe rebuilds its permissions at every start. Create a custom role instead.`;
  }

  async create(name: string, actor: Actor): Promise<number> {
    const clean = checkName(name);
    return nameTaken(
      clean,
      this.db.transaction().execute(async (trx) => {
        await uniqueName(trx, clean, null);
        const { id } = await trx
          .insertInto('ab_role')
          .values({ name: clean })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAction(trx, { action: 'RoleApi.post', userId: actor?.id ?? null, details: { id, name: clean } });
        return id;
      }),
    );
  }

  async rename(id: number, name: string, actor: Actor): Promise<void> {
    const clean = checkName(name);
    await nameTaken(
      clean,
      this.db.transaction().execute(async (trx) => {
        const role = await mustExist(trx, id);
        if (role.name === clean) return;
        if (isBuiltin(role.name))
          throw unprocessable({ name: [`${role.name} is a built-in role and cannot be renamed`] });
        await uniqueName(trx, clean, id);
        await trx.updateTable('ab_role').set({ name: clean }).where('id', '=', id).execute();
        await recordAction(trx, {
          action: 'RoleApi.put',
          userId: actor?.id ?? null,
          details: { id, name: clean, previous_name: role.name },
        });
      }),
    );
  }

  async delete(id: number, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const role = await mustExist(trx, id);
      if (isBuiltin(role.name)) throw unprocessable(`${role.name} is a built-in role and cannot be deleted`);
      await trx.deleteFrom('ab_role').where('id', '=', id).execute();
      await recordAction(trx, {
        action: 'RoleApi.delete',
        userId: actor?.id ?? null,
        details: { id, name: role.name },
      });
    });
  }

  /** Sets the role's permission/view pairs to exactly `ids` (Superset's POST /roles/<id>/permissions). */
  async setPermissions(id: number, ids: number[], actor: Actor): Promise<number[]> {
    const wanted = [...new Set(ids)];
    return this.db.transaction().execute(async (trx) => {
      const role = await mustExist(trx, id);
      const locked = this.lockedPermissions(role.name);
      if (locked) throw unprocessable({ permission_view_menu_ids: [locked] });
      if (wanted.length) {
        const found = await trx.selectFrom('ab_permission_view').select('id').where('id', 'in', wanted).execute();
        const missing = wanted.filter((w) => !found.some((f) => f.id === w));
        if (missing.length)
          throw unprocessable({ permission_view_menu_ids: missing.map((m) => `Permission ${m} not found`) });
      }
      await trx.deleteFrom('ab_permission_view_role').where('role_id', '=', id).execute();
      for (const pv of wanted)
        await trx.insertInto('ab_permission_view_role').values({ role_id: id, permission_view_id: pv }).execute();
      await recordAction(trx, {
        action: 'RoleApi.add_permissions',
        userId: actor?.id ?? null,
        details: { id, name: role.name, permission_view_menu_ids: wanted },
      });
      return wanted;
    });
  }

  /** Sets who holds the role to exactly `userIds` (Superset's PUT /roles/<id>/users). */
  async setUsers(id: number, userIds: number[], actor: Actor): Promise<number[]> {
    const wanted = [...new Set(userIds)];
    return this.db.transaction().execute(async (trx) => {
      const role = await mustExist(trx, id);
      if (wanted.length) {
        const found = await trx.selectFrom('ab_user').select('id').where('id', 'in', wanted).execute();
        const missing = wanted.filter((w) => !found.some((f) => f.id === w));
        if (missing.length) throw unprocessable({ user_ids: missing.map((m) => `User ${m} not found`) });
      }
      if (actor && role.name.toLowerCase() === 'admin' && !wanted.includes(actor.id))
        throw unprocessable({ user_ids: ['You cannot remove yourself from the Admin role'] });
      await trx.deleteFrom('ab_user_role').where('role_id', '=', id).execute();
      for (const u of wanted) await trx.insertInto('ab_user_role').values({ role_id: id, user_id: u }).execute();
      await recordAction(trx, {
        action: 'RoleApi.update_role_users',
        userId: actor?.id ?? null,
        details: { id, name: role.name, user_ids: wanted },
      });
      return wanted;
    });
  }

  /** The role's pairs: `GET /roles/<id>/permissions/` (FAB's shape). */
  async permissions(id: number): Promise<{ id: number; permission_name: string; view_menu_name: string }[]> {
    await mustExist(this.db, id);
    const rows = await this.db
      .selectFrom('ab_permission_view_role as pvr')
      .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['pv.id as id', 'p.name as permission_name', 'v.name as view_menu_name'])
      .where('pvr.role_id', '=', id)
      .orderBy('pv.id')
      .execute();
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  /** Superset's `GET /roles/search/`: roles with their user and permission ids. */
  async search(args: RoleSearchArgs): Promise<{ count: number; ids: number[]; result: RoleSummary[] }> {
    let q = this.db.selectFrom('ab_role');
    for (const f of args.filters) {
      if (f.col === 'name') {
        q = q.where(likePredicate(this.dialect, sql.ref('name'), String(f.value), 'contains'));
      } else if (f.col === 'user_ids') {
        const v = Number(f.value);
        q = q.where('id', 'in', (eb) => eb.selectFrom('ab_user_role').select('role_id').where('user_id', '=', v));
      } else if (f.col === 'permission_ids') {
        const v = Number(f.value);
        q = q.where('id', 'in', (eb) =>
          eb.selectFrom('ab_permission_view_role').select('role_id').where('permission_view_id', '=', v),
        );
      }
    }
    const { n } = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const roles = await q
      .select(['id', 'name'])
      .orderBy(args.order_column, args.order_direction)
      .limit(args.page_size)
      .offset(args.page * args.page_size)
      .execute();
    const ids = roles.map((r) => r.id);
    const users = ids.length
      ? await this.db.selectFrom('ab_user_role').select(['role_id', 'user_id']).where('role_id', 'in', ids).execute()
      : [];
    const perms = ids.length
      ? await this.db
          .selectFrom('ab_permission_view_role')
          .select(['role_id', 'permission_view_id'])
          .where('role_id', 'in', ids)
          .execute()
      : [];
    return {
      count: Number(n),
      ids,
      result: roles.map((r) => ({
        id: r.id,
        name: r.name,
        user_ids: users.filter((u) => u.role_id === r.id).map((u) => u.user_id),
        permission_ids: perms.filter((p) => p.role_id === r.id).map((p) => p.permission_view_id),
      })),
    };
  }
}

/** A name taken between the check and the write (a concurrent request) is the same 422. */
async function nameTaken<T>(name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw unprocessable({ name: [`A role named '${name}' already exists`] });
    throw err;
  }
}

function isBuiltin(name: string): boolean {
  return (BUILTIN_ROLES as readonly string[]).includes(name);
}

function checkName(name: string): string {
  const clean = name.trim();
  if (!clean || clean.length > 64) throw unprocessable({ name: ['A role name is 1 to 64 characters'] });
  return clean;
}

async function mustExist(db: PlatformDb, id: number): Promise<{ name: string }> {
  const row = await db.selectFrom('ab_role').select('name').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function uniqueName(db: PlatformDb, name: string, self: number | null): Promise<void> {
  const rows = await db.selectFrom('ab_role').select(['id', 'name']).execute();
  if (rows.some((r) => r.id !== self && r.name.toLowerCase() === name.toLowerCase()))
    throw unprocessable({ name: [`A role named '${name}' already exists`] });
}
