import type { Command } from 'commander';
import { UserInputError } from '../../server/security/user-service.ts';
import { CliError, type CliRuntime } from '../cli-runtime.ts';
import { registerUserAdmin } from './user-admin.ts';

interface Opts {
  username: string;
  password?: string;
  passwordEnv?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role: string[];
}

export function registerUser(program: Command, rt: CliRuntime): void {
  const user = program.command('user').description('manage users');
  user
    .command('create')
    .description('create a user (roles: Admin, Alpha, Gamma, sql_lab, Public or a custom role)')
    .requiredOption('-u, --username <name>', 'login name')
    .option('-p, --password <password>', 'password (prefer --password-env: command lines are visible to other users)')
    .option('--password-env <VAR>', 'read the password from this environment variable')
    .option('--first-name <name>')
    .option('--last-name <name>')
    .option('--email <email>')
    .option(
      '-r, --role <role>',
      'a role; repeat for several',
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .action(async (opts: Opts, cmd: Command) => {
      const password = opts.passwordEnv ? rt.env[opts.passwordEnv] : opts.password;
      if (opts.passwordEnv && password === undefined)
        throw new CliError(`The environment variable ${opts.passwordEnv} is not set`);
      if (!password) throw new CliError('Give a password with --password-env VAR or --password');
      const roles = opts.role.length ? opts.role : ['Gamma'];
      await rt.withLoupe(cmd, async (loupe) => {
        try {
          const id = await loupe.security.users.create({
            username: opts.username,
            password,
            firstName: opts.firstName,
            lastName: opts.lastName,
            email: opts.email ?? null,
            roles,
          });
          rt.out.write(
            `Created user ${opts.username} (id ${id}) with role${roles.length > 1 ? 's' : ''} ${roles.join(', ')}.\n`,
          );
        } catch (err) {
          if (err instanceof UserInputError) throw new CliError(err.message);
          throw err;
        }
      });
    });
  registerUserAdmin(user, rt);
}
