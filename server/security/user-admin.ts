import { toStoredDatetime } from '../rest/wire-format.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import type { PlatformDb } from '../store/platform-tables.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';
import { recordAction } from './action-log.ts';
import { isAdminRoleName } from './builtin-roles.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** The body of `POST /api/v1/security/users/` (FAB's UserApi add_columns); PUT takes any subset. */
export interface UserWrite {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string | null;
  active?: boolean;
  roles?: number[];
  password?: string;
}

/** Who acts: a signed-in user, or the command line (null). */
export type Actor = { id: number } | null;

const USERNAME = /^[A-Za-z0-9_.@+-]{1,64}$/;
export const MIN_PASSWORD = 6;

/**
 * Admin writes on users (FAB's UserApi and the CLI's `loupe user …`): each checks its input,
 * runs in one transaction with its action-log row, and answers Superset's shapes (422 with the
 * field's messages for what the store refuses: duplicates, unknown roles, a missing user).
 */
export class UserAdmin {
  constructor(private readonly db: PlatformDb) {}

  async create(body: Required<Omit<UserWrite, 'email' | 'active'>> & UserWrite, actor: Actor): Promise<number> {
    this.checkShape(body);
    if (body.roles.length === 0) throw unprocessable({ roles: ['A user needs at least one role'] });
    const hash = await hashPassword(body.password);
    const now = toStoredDatetime(new Date());
    return takenIsUnprocessable(
      this.db.transaction().execute(async (trx) => {
        await this.checkUnique(trx, body, null);
        await this.checkRoles(trx, body.roles);
        const { id } = await trx
          .insertInto('ab_user')
          .values({
            username: body.username,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email || null,
            active: body.active ?? true,
            password: hash,
            created_on: now,
            changed_on: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const roleId of new Set(body.roles))
          await trx.insertInto('ab_user_role').values({ user_id: id, role_id: roleId }).execute();
        await recordAction(trx, { action: 'UserApi.post', userId: actor?.id ?? null, details: auditBody(id, body) });
        return id;
      }),
    );
  }

  async update(id: number, body: UserWrite, actor: Actor): Promise<void> {
    this.checkShape(body);
    if (body.roles && body.roles.length === 0) throw unprocessable({ roles: ['A user needs at least one role'] });
    if (actor?.id === id && body.active === false)
      throw unprocessable({ active: ['You cannot deactivate your own account'] });
    const hash = body.password !== undefined ? await hashPassword(body.password) : undefined;
    await takenIsUnprocessable(
      this.db.transaction().execute(async (trx) => {
        await this.mustExist(trx, id);
        await this.checkUnique(trx, body, id);
        if (body.roles) {
          await this.checkRoles(trx, body.roles);
          if (actor?.id === id) await keepOwnAdmin(trx, id, body.roles);
        }
        const set: Record<string, unknown> = { changed_on: toStoredDatetime(new Date()) };
        for (const k of ['username', 'first_name', 'last_name', 'active'] as const)
          if (body[k] !== undefined) set[k] = body[k];
        if (body.email !== undefined) set.email = body.email || null;
        if (hash) set.password = hash;
        await trx.updateTable('ab_user').set(set).where('id', '=', id).execute();
        if (body.roles) {
          await trx.deleteFrom('ab_user_role').where('user_id', '=', id).execute();
          for (const roleId of new Set(body.roles))
            await trx.insertInto('ab_user_role').values({ user_id: id, role_id: roleId }).execute();
        }
        // A new password or a deactivation ends the user's browser sessions.
        if (hash || body.active === false) await trx.deleteFrom('loupe_session').where('user_id', '=', id).execute();
        await recordAction(trx, { action: 'UserApi.put', userId: actor?.id ?? null, details: auditBody(id, body) });
      }),
    );
  }

  async delete(id: number, actor: Actor): Promise<void> {
    if (actor?.id === id) throw unprocessable('You cannot delete your own account');
    await this.db.transaction().execute(async (trx) => {
      const user = await this.mustExist(trx, id);
      await trx.deleteFrom('ab_user').where('id', '=', id).execute();
      await recordAction(trx, {
        action: 'UserApi.delete',
        userId: actor?.id ?? null,
        details: { id, username: user.username },
      });
    });
  }

  /** The user info page: a new password for oneself, given the current one. */
  async changeOwnPassword(id: number, current: string, password: string): Promise<void> {
    if (password.length < MIN_PASSWORD)
      throw unprocessable({ password: [`A password needs at least ${MIN_PASSWORD} characters`] });
    const row = await this.db.selectFrom('ab_user').select(['password']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (!(await verifyPassword(row.password ?? undefined, current)))
      throw unprocessable({ current_password: ['The current password is not correct'] });
    const hash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('ab_user')
        .set({ password: hash, changed_on: toStoredDatetime(new Date()) })
        .where('id', '=', id)
        .execute();
      await recordAction(trx, { action: 'CurrentUserRestApi.put_password', userId: id, details: { id } });
    });
  }

  /** The user's own first and last name (user info page). */
  async updateOwnName(id: number, body: { first_name?: string; last_name?: string }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.mustExist(trx, id);
      await trx
        .updateTable('ab_user')
        .set({ ...body, changed_on: toStoredDatetime(new Date()) })
        .where('id', '=', id)
        .execute();
      await recordAction(trx, { action: 'CurrentUserRestApi.put', userId: id, details: { id, ...body } });
    });
  }

  /** The id of a user by name (the CLI names users), else 422. */
  async idOf(username: string): Promise<number> {
    const row = await this.db.selectFrom('ab_user').select('id').where('username', '=', username).executeTakeFirst();
    if (!row) throw unprocessable({ username: [`No user named '${username}'`] });
    return row.id;
  }

  /** Role ids by name (the CLI names roles), else 422 naming the unknown ones. */
  async roleIds(names: string[]): Promise<number[]> {
    if (names.length === 0) return [];
    const rows = await this.db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', names).execute();
    const missing = names.filter((n) => !rows.some((r) => r.name === n));
    if (missing.length) throw unprocessable({ roles: [`Unknown role(s): ${missing.join(', ')}`] });
    return names.map((n) => rows.find((r) => r.name === n)!.id);
  }

  private checkShape(body: UserWrite): void {
    const problems: Record<string, string[]> = {};
    if (body.username !== undefined && !USERNAME.test(body.username))
      problems.username = ['A username is 1 to 64 letters, digits or . _ @ + -'];
    if (body.password !== undefined && body.password.length < MIN_PASSWORD)
      problems.password = [`A password needs at least ${MIN_PASSWORD} characters`];
    if (Object.keys(problems).length) throw unprocessable(problems);
  }

  private async mustExist(db: PlatformDb, id: number): Promise<{ username: string }> {
    const row = await db.selectFrom('ab_user').select('username').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  private async checkUnique(db: PlatformDb, body: UserWrite, self: number | null): Promise<void> {
    const problems: Record<string, string[]> = {};
    if (body.username !== undefined) {
      const q = db.selectFrom('ab_user').select('id').where('username', '=', body.username);
      const hit = await (self === null ? q : q.where('id', '!=', self)).executeTakeFirst();
      if (hit) problems.username = [`A user named '${body.username}' already exists`];
    }
    if (body.email) {
      const q = db.selectFrom('ab_user').select('id').where('email', '=', body.email);
      const hit = await (self === null ? q : q.where('id', '!=', self)).executeTakeFirst();
      if (hit) problems.email = [`The email ${body.email} is already used by another user`];
    }
    if (Object.keys(problems).length) throw unprocessable(problems);
  }

  private async checkRoles(db: PlatformDb, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    const rows = await db.selectFrom('ab_role').select('id').where('id', 'in', unique).execute();
    const missing = unique.filter((r) => !rows.some((x) => x.id === r));
    if (missing.length) throw unprocessable({ roles: missing.map((r) => `Role ${r} not found`) });
  }
}

/** An admin editing their own roles keeps an admin role: nobody locks themself out by a click. */
async function keepOwnAdmin(db: PlatformDb, id: number, roles: number[]): Promise<void> {
  const anyAdmin = (rows: { name: string }[]) => rows.some((r) => isAdminRoleName(r.name));
  const wasAdmin = anyAdmin(
    await db
      .selectFrom('ab_user_role as ur')
      .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
      .select('r.name')
      .where('ur.user_id', '=', id)
      .execute(),
  );
  if (!wasAdmin) return;
  const staysAdmin = anyAdmin(await db.selectFrom('ab_role').select('name').where('id', 'in', roles).execute());
  if (!staysAdmin) throw unprocessable({ roles: ['You cannot remove the Admin role from your own account'] });
}

/** A username or email taken between the check and the write (a concurrent request) is the same 422. */
async function takenIsUnprocessable<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err))
      throw unprocessable({ username: ['The username or email is already used by another user'] });
    throw err;
  }
}

/** What the log keeps of a user write: never the password, only that one was set. */
function auditBody(id: number, body: UserWrite): Record<string, unknown> {
  const { password, ...rest } = body;
  return { id, ...rest, ...(password !== undefined ? { password_changed: true } : {}) };
}
