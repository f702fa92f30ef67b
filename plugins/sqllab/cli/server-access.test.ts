import { describe, expect, it } from 'vitest';
import { CliError } from '../../../cli/cli-runtime.ts';
import { resolveServerAccess } from './server-access.ts';

describe('resolveServerAccess', () => {
  it('takes the URL from the flag, else LOUPE_URL, else the default, without a trailing slash', () => {
    const env = { LOUPE_TOKEN: 't' };
    expect(resolveServerAccess({}, env).url).toBe('http://127.0.0.1:8088');
    expect(resolveServerAccess({}, { ...env, LOUPE_URL: 'https://bi.example.com/' }).url).toBe(
      'https://bi.example.com',
    );
    expect(resolveServerAccess({ url: 'http://h:1' }, { ...env, LOUPE_URL: 'http://other' }).url).toBe('http://h:1');
    expect(() => resolveServerAccess({ url: 'localhost:8088' }, env)).toThrow(/is not an http\(s\) URL/);
    expect(() => resolveServerAccess({ url: 'not a url' }, env)).toThrow(/'not a url' is not a URL/);
  });

  it('signs in with a user name and a password from the environment only', () => {
    expect(resolveServerAccess({ username: 'ada' }, { LOUPE_PASSWORD: 'pw' }).auth).toEqual({
      kind: 'password',
      username: 'ada',
      password: 'pw',
    });
    expect(
      resolveServerAccess({ passwordEnv: 'ADA_PW' }, { LOUPE_USERNAME: 'ada', ADA_PW: 'pw2', LOUPE_PASSWORD: 'no' })
        .auth,
    ).toEqual({ kind: 'password', username: 'ada', password: 'pw2' });
    expect(() => resolveServerAccess({ username: 'ada' }, {})).toThrow(
      'Set the password of ada in LOUPE_PASSWORD, or name another variable with --password-env VAR',
    );
    expect(() => resolveServerAccess({ username: 'ada', passwordEnv: 'NOPE' }, {})).toThrow(
      'The environment variable NOPE (named by --password-env) is not set',
    );
    expect(() => resolveServerAccess({ passwordEnv: 'X' }, { X: 'pw' })).toThrow('--password-env needs a user name');
  });

  it('falls back to LOUPE_TOKEN, and explains how to sign in when nothing is given', () => {
    expect(resolveServerAccess({}, { LOUPE_TOKEN: 'jwt' }).auth).toEqual({
      kind: 'token',
      token: 'jwt',
      source: 'LOUPE_TOKEN',
    });
    // A user name wins over a token in the environment.
    expect(resolveServerAccess({ username: 'ada' }, { LOUPE_TOKEN: 'jwt', LOUPE_PASSWORD: 'pw' }).auth.kind).toBe(
      'password',
    );
    const err = (() => {
      try {
        resolveServerAccess({}, {});
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).exitCode).toBe(2);
    expect((err as CliError).message).toMatch(/^Sign in to the server: give --username/);
  });
});
