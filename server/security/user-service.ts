import { token } from '../../core/di/token.ts';
import { toStoredDatetime } from '../rest/wire-format.ts';
import { makeAuthUser, type AuthUser } from './auth-user.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { PlatformDb } from '../store/platform-tables.ts';

export interface NewUser {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  roles: string[];
  active?: boolean;
}

export class UserInputError extends Error {
  override readonly name = 'UserInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface IUserService {
  create(user: NewUser): Promise<number>;
  setPassword(username: string, password: string): Promise<void>;
  count(): Promise<number>;
  /** The user when the credentials match an active account, else null; records the attempt. */
  authenticate(username: string, password: string): Promise<AuthUser | null>;
  load(id: number): Promise<AuthUser | null>;
  roleNames(): Promise<string[]>;
}
export const IUserService = token<IUserService>('IUserService');

const USERNAME = /^[A-Za-z0-9_.@+-]{1,64}$/;

export class UserService implements IUserService {
  constructor(private readonly db: PlatformDb) {}

  async create(user: NewUser): Promise<number> {
    if (!USERNAME.test(user.username))
      throw new UserInputError('username', 'A username is 1 to 64 letters, digits or . _ @ + -');
    if (user.password.length < 6) throw new UserInputError('password', 'A password needs at least 6 characters');
    if (user.roles.length === 0) throw new UserInputError('roles', 'A user needs at least one role');
    const roles = await this.db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', user.roles).execute();
    const missing = user.roles.filter((r) => !roles.some((x) => x.name === r));
    if (missing.length) throw new UserInputError('roles', `Unknown role(s): ${missing.join(', ')}`);
    const existing = await this.db
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', user.username)
      .executeTakeFirst();
    if (existing) throw new UserInputError('username', `A user named '${user.username}' already exists`);
    if (user.email) {
      const sameEmail = await this.db
        .selectFrom('ab_user')
        .select('id')
        .where('email', '=', user.email)
        .executeTakeFirst();
      if (sameEmail) throw new UserInputError('email', `The email ${user.email} is already used by another user`);
    }
    const hash = await hashPassword(user.password);
    const now = toStoredDatetime(new Date());
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('ab_user')
        .values({
          username: user.username,
          first_name: user.firstName ?? user.username,
          last_name: user.lastName ?? '',
          email: user.email ?? null,
          active: user.active ?? true,
          password: hash,
          created_on: now,
          changed_on: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const r of roles) await trx.insertInto('ab_user_role').values({ user_id: id, role_id: r.id }).execute();
      return id as number;
    });
  }

  async setPassword(username: string, password: string): Promise<void> {
    if (password.length < 6) throw new UserInputError('password', 'A password needs at least 6 characters');
    const res = await this.db
      .updateTable('ab_user')
      .set({ password: await hashPassword(password), changed_on: toStoredDatetime(new Date()) })
      .where('username', '=', username)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new UserInputError('username', `No user named '${username}'`);
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('ab_user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async authenticate(username: string, password: string): Promise<AuthUser | null> {
    const row = await this.db
      .selectFrom('ab_user')
      .select(['id', 'password', 'active'])
      .where('username', '=', username)
      .executeTakeFirst();
    const ok = await verifyPassword(row?.password as string | undefined, password);
    if (!row) return null;
    if (!ok || !row.active) {
      await this.db
        .updateTable('ab_user')
        .set((eb) => ({ fail_login_count: eb('fail_login_count', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return null;
    }
    await this.db
      .updateTable('ab_user')
      .set((eb) => ({
        login_count: eb('login_count', '+', 1),
        fail_login_count: 0,
        last_login: toStoredDatetime(new Date()),
      }))
      .where('id', '=', row.id)
      .execute();
    return this.load(row.id as number);
  }

  async load(id: number): Promise<AuthUser | null> {
    const u = await this.db
      .selectFrom('ab_user')
      .select(['id', 'username', 'first_name', 'last_name', 'email', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!u || !u.active) return null;
    const roles = await this.db
      .selectFrom('ab_user_role as ur')
      .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.name'])
      .where('ur.user_id', '=', id)
      .execute();
    const pairs = roles.length
      ? await this.db
          .selectFrom('ab_permission_view_role as pvr')
          .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
          .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
          .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
          .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
          .select(['r.name as role', 'p.name as perm', 'v.name as view'])
          .where(
            'pvr.role_id',
            'in',
            roles.map((r) => r.id),
          )
          .execute()
      : [];
    return makeAuthUser(
      {
        id: u.id as number,
        username: u.username as string,
        firstName: u.first_name as string,
        lastName: u.last_name as string,
        email: (u.email as string | null) ?? null,
        active: Boolean(u.active),
        roles: roles.map((r) => r.name as string),
      },
      pairs as { role: string; perm: string; view: string }[],
    );
  }

  async roleNames(): Promise<string[]> {
    return (await this.db.selectFrom('ab_role').select('name').orderBy('name').execute()).map((r) => r.name as string);
  }
}
