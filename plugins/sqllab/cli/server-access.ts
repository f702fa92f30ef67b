import type { Command } from 'commander';
import { CliError } from '../../../cli/cli-runtime.ts';

export const DEFAULT_URL = 'http://127.0.0.1:8088';

/** The flags every command that talks to a running Loupe takes. */
export interface ServerFlags {
  url?: string;
  username?: string;
  passwordEnv?: string;
}

export type ServerAuth =
  { kind: 'token'; token: string; source: string } | { kind: 'password'; username: string; password: string };

export interface ServerAccess {
  /** Without a trailing slash. */
  url: string;
  auth: ServerAuth;
}

export function addServerFlags(cmd: Command): Command {
  return cmd
    .option('--url <url>', `the Loupe server (LOUPE_URL, default ${DEFAULT_URL})`)
    .option(
      '-u, --username <name>',
      'sign in as this user (LOUPE_USERNAME); without one, the access token in LOUPE_TOKEN is used',
    )
    .option('--password-env <VAR>', 'read the password from this environment variable (default LOUPE_PASSWORD)');
}

/**
 * Where the server is and how to sign in, from the flags and the environment. A password never
 * comes from the command line (other users can read it there): it is read from LOUPE_PASSWORD or
 * the variable `--password-env` names. LOUPE_TOKEN (an access token from
 * /api/v1/security/login) is used when no user name is given.
 */
export function resolveServerAccess(flags: ServerFlags, env: NodeJS.ProcessEnv): ServerAccess {
  const raw = flags.url ?? (env.LOUPE_URL || DEFAULT_URL);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new CliError(`'${raw}' is not a URL: give the server as --url http://host:port (or LOUPE_URL)`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new CliError(`'${raw}' is not an http(s) URL: give the server as --url http://host:port (or LOUPE_URL)`);
  const url = raw.replace(/\/+$/, '');

  const username = flags.username ?? (env.LOUPE_USERNAME || undefined);
  if (username) {
    const variable = flags.passwordEnv ?? 'LOUPE_PASSWORD';
    const password = env[variable];
    if (password === undefined || password === '') {
      throw new CliError(
        flags.passwordEnv
          ? `The environment variable ${variable} (named by --password-env) is not set`
          : `Set the password of ${username} in LOUPE_PASSWORD, or name another variable with --password-env VAR`,
      );
    }
    return { url, auth: { kind: 'password', username, password } };
  }
  if (flags.passwordEnv) throw new CliError('--password-env needs a user name: give --username (or LOUPE_USERNAME)');
  if (env.LOUPE_TOKEN) return { url, auth: { kind: 'token', token: env.LOUPE_TOKEN, source: 'LOUPE_TOKEN' } };
  throw new CliError(
    'Sign in to the server: give --username (or LOUPE_USERNAME) with the password in LOUPE_PASSWORD (or --password-env VAR), or set LOUPE_TOKEN to an access token',
  );
}
