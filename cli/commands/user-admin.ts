import type { Command } from 'commander';
import { ApiError } from '../../server/http/errors.ts';
import type { Loupe } from '../../server/host/create-loupe.ts';
import { CliError, type CliRuntime } from '../cli-runtime.ts';
import { renderTable } from '../views/render-table.ts';

const collect = (v: string, prev: string[]) => [...prev, v];

/** An admin refusal (422/404) as one line for the terminal. */
function asCliError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const m = err.body.message;
  if (typeof m === 'string') return new CliError(err.status === 404 ? 'No such user' : m);
  if (m && typeof m === 'object')
    return new CliError(
      Object.values(m as Record<string, string[]>)
        .flat()
        .join('; '),
    );
  return new CliError(err.message);
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asCliError(err);
  }
}

function passwordFrom(rt: CliRuntime, opts: { password?: string; passwordEnv?: string }): string {
  const password = opts.passwordEnv ? rt.env[opts.passwordEnv] : opts.password;
  if (opts.passwordEnv && password === undefined)
    throw new CliError(`The environment variable ${opts.passwordEnv} is not set`);
  if (!password) throw new CliError('Give a password with --password-env VAR or --password');
  return password;
}

async function rolesOf(loupe: Loupe, userId: number): Promise<string[]> {
  const rows = await loupe.store.db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select('r.name')
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .execute();
  return rows.map((r) => r.name);
}

/**
 * `loupe user list|update|reset-password|role`: the admin's user management from the command
 * line, through the same audited writes as the security API (the action log names no user).
 */
export function registerUserAdmin(user: Command, rt: CliRuntime): void {
  user
    .command('list')
    .description('list users with their roles')
    .option('--json', 'print JSON instead of a table')
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      await rt.withLoupe(cmd, async (loupe) => {
        const db = loupe.store.db;
        const users = await db
          .selectFrom('ab_user')
          .select(['id', 'username', 'first_name', 'last_name', 'email', 'active', 'last_login'])
          .orderBy('username')
          .execute();
        const links = await db
          .selectFrom('ab_user_role as ur')
          .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
          .select(['ur.user_id', 'r.name'])
          .orderBy('r.name')
          .execute();
        const rows = users.map((u) => ({
          id: u.id,
          username: u.username,
          first_name: u.first_name,
          last_name: u.last_name,
          email: u.email,
          active: Boolean(u.active),
          roles: links.filter((l) => l.user_id === u.id).map((l) => l.name),
          last_login: u.last_login,
        }));
        if (opts.json) {
          rt.out.write(JSON.stringify(rows, null, 2) + '\n');
          return;
        }
        rt.out.write(
          renderTable(
            ['id', 'username', 'name', 'email', 'active', 'roles', 'last login'],
            rows.map((r) => ({
              ...r,
              name: `${r.first_name} ${r.last_name}`.trim(),
              roles: r.roles.join(', '),
              'last login': r.last_login ? r.last_login.slice(0, 19).replace('T', ' ') : 'never',
            })),
          ),
        );
      });
    });

  user
    .command('update')
    .description("change a user's name, email, login name or whether the account is active")
    .argument('<username>')
    .option('--first-name <name>')
    .option('--last-name <name>')
    .option('--email <email>')
    .option('--rename <username>', 'a new login name')
    .option('--active', 'let the user sign in')
    .option('--inactive', 'stop the user signing in (ends their sessions)')
    .action(
      async (
        username: string,
        opts: {
          firstName?: string;
          lastName?: string;
          email?: string;
          rename?: string;
          active?: boolean;
          inactive?: boolean;
        },
        cmd: Command,
      ) => {
        if (opts.active && opts.inactive) throw new CliError('Give --active or --inactive, not both');
        const body = {
          ...(opts.firstName !== undefined ? { first_name: opts.firstName } : {}),
          ...(opts.lastName !== undefined ? { last_name: opts.lastName } : {}),
          ...(opts.email !== undefined ? { email: opts.email } : {}),
          ...(opts.rename !== undefined ? { username: opts.rename } : {}),
          ...(opts.active ? { active: true } : opts.inactive ? { active: false } : {}),
        };
        if (Object.keys(body).length === 0)
          throw new CliError(
            'Nothing to change: give --first-name, --last-name, --email, --rename, --active or --inactive',
          );
        if (body.email !== undefined && body.email !== '' && !/^[^@\s]+@[^@\s]+$/.test(body.email))
          throw new CliError(`Not an email address: ${body.email}`);
        await rt.withLoupe(cmd, (loupe) =>
          guarded(async () => {
            const admin = loupe.security.admin.users;
            await admin.update(await admin.idOf(username), body, null);
            rt.out.write(`Updated user ${body.username ?? username}: ${Object.keys(body).join(', ')}.\n`);
          }),
        );
      },
    );

  user
    .command('reset-password')
    .description("set a user's password (ends their sessions)")
    .argument('<username>')
    .option('-p, --password <password>', 'password (prefer --password-env: command lines are visible to other users)')
    .option('--password-env <VAR>', 'read the password from this environment variable')
    .action(async (username: string, opts: { password?: string; passwordEnv?: string }, cmd: Command) => {
      const password = passwordFrom(rt, opts);
      await rt.withLoupe(cmd, (loupe) =>
        guarded(async () => {
          const admin = loupe.security.admin.users;
          await admin.update(await admin.idOf(username), { password }, null);
          rt.out.write(`The password of ${username} is reset.\n`);
        }),
      );
    });

  user
    .command('role')
    .description("change a user's roles: add, remove, or set them all")
    .argument('<username>')
    .option('-a, --add <role>', 'give this role; repeat for several', collect, [] as string[])
    .option('-d, --remove <role>', 'take this role away; repeat for several', collect, [] as string[])
    .option('-s, --set <role>', 'the user holds exactly these roles; repeat for several', collect, [] as string[])
    .action(async (username: string, opts: { add: string[]; remove: string[]; set: string[] }, cmd: Command) => {
      if (opts.set.length && (opts.add.length || opts.remove.length))
        throw new CliError('Give --set alone, or --add/--remove');
      if (!opts.set.length && !opts.add.length && !opts.remove.length)
        throw new CliError('Give --add, --remove or --set with a role name');
      await rt.withLoupe(cmd, (loupe) =>
        guarded(async () => {
          const admin = loupe.security.admin.users;
          const id = await admin.idOf(username);
          const current = await rolesOf(loupe, id);
          await admin.roleIds([...opts.add, ...opts.remove, ...opts.set]);
          const wanted = opts.set.length
            ? [...new Set(opts.set)]
            : [...new Set([...current, ...opts.add])].filter((r) => !opts.remove.includes(r));
          if (wanted.length === 0) throw new CliError('A user needs at least one role');
          await admin.update(id, { roles: await admin.roleIds(wanted) }, null);
          rt.out.write(`${username} now has the role${wanted.length > 1 ? 's' : ''} ${wanted.sort().join(', ')}.\n`);
        }),
      );
    });
}
