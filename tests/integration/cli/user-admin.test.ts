import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../cli/main.ts';
import { openStore } from '../../../server/store/open-store.ts';

/** Runs `loupe …` in this process with captured output. */
async function loupe(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (d) => (stdout += d));
  err.on('data', (d) => (stderr += d));
  const code = await main(['node', 'loupe', '--data-dir', dataDir, ...args], {
    out,
    err,
    env: { LOUPE_LOG_LEVEL: 'silent', ...env },
  });
  return { code, stdout, stderr };
}

let dataDir: string;

/** The metadata store's action log, read directly. */
async function logs(): Promise<{ action: string | null; user_id: number | null; json: string | null }[]> {
  const store = await openStore({ url: null, dataDir });
  try {
    return await store.db.selectFrom('logs').select(['action', 'user_id', 'json']).orderBy('id').execute();
  } finally {
    await store.destroy();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-cli-users-'));
  const made = await loupe(['user', 'create', '-u', 'ada', '-p', 'ada-password', '--first-name', 'Ada', '-r', 'Gamma']);
  expect(made.stderr).toBe('');
  await loupe(['user', 'create', '-u', 'bob', '-p', 'bob-password', '-r', 'Alpha']);
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('loupe user list|update|reset-password|role', () => {
  it('list shows every user with their roles, as a table or JSON', async () => {
    const table = await loupe(['user', 'list']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^id\s+username\s+name\s+email\s+active\s+roles\s+last login$/m);
    expect(table.stdout).toMatch(/^\s*\d+\s+ada\s+Ada\s+yes\s+Gamma\s+never$/m);
    const json = await loupe(['user', 'list', '--json']);
    const rows = JSON.parse(json.stdout) as { username: string; roles: string[]; active: boolean }[];
    expect(rows.map((r) => [r.username, r.roles, r.active])).toEqual([
      ['ada', ['Gamma'], true],
      ['bob', ['Alpha'], true],
    ]);
  }, 60_000);

  it('update changes the fields given, refuses what is wrong, and is audited', async () => {
    const ok = await loupe(['user', 'update', 'ada', '--last-name', 'Lovelace', '--email', 'ada@example.com']);
    expect([ok.code, ok.stdout]).toEqual([0, 'Updated user ada: last_name, email.\n']);
    const rows = JSON.parse((await loupe(['user', 'list', '--json'])).stdout) as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ username: 'ada', last_name: 'Lovelace', email: 'ada@example.com' });
    const dup = await loupe(['user', 'update', 'bob', '--email', 'ada@example.com']);
    expect([dup.code, dup.stderr]).toEqual([2, 'loupe: The email ada@example.com is already used by another user\n']);
    const nobody = await loupe(['user', 'update', 'zed', '--first-name', 'Z']);
    expect(nobody.stderr).toBe("loupe: No user named 'zed'\n");
    const nothing = await loupe(['user', 'update', 'ada']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toMatch(/Nothing to change/);
    const off = await loupe(['user', 'update', 'bob', '--inactive']);
    expect(off.code).toBe(0);
    expect((JSON.parse((await loupe(['user', 'list', '--json'])).stdout) as { active: boolean }[])[1]!.active).toBe(
      false,
    );
    const last = (await logs()).at(-1)!;
    expect(last).toMatchObject({ action: 'UserApi.put', user_id: null });
    expect(JSON.parse(last.json!)).toMatchObject({ active: false });
  }, 60_000);

  it('reset-password sets a password the user signs in with, never logging it', async () => {
    const short = await loupe(['user', 'reset-password', 'ada', '-p', '123']);
    expect(short.stderr).toBe('loupe: A password needs at least 6 characters\n');
    const ok = await loupe(['user', 'reset-password', 'ada', '--password-env', 'NEW_PW'], { NEW_PW: 'ada-new-secret' });
    expect([ok.code, ok.stdout]).toEqual([0, 'The password of ada is reset.\n']);
    const store = await openStore({ url: null, dataDir });
    try {
      const { UserService } = await import('../../../server/security/user-service.ts');
      const users = new UserService(store.db);
      expect(await users.authenticate('ada', 'ada-password')).toBeNull();
      expect((await users.authenticate('ada', 'ada-new-secret'))?.username).toBe('ada');
    } finally {
      await store.destroy();
    }
    expect(JSON.stringify(await logs())).not.toContain('ada-new-secret');
    const noEnv = await loupe(['user', 'reset-password', 'ada', '--password-env', 'NOPE']);
    expect(noEnv.stderr).toBe('loupe: The environment variable NOPE is not set\n');
  }, 60_000);

  it('role adds, removes and sets roles, refusing unknown roles and an empty set', async () => {
    const add = await loupe(['user', 'role', 'ada', '--add', 'sql_lab', '--add', 'Alpha']);
    expect(add.stdout).toBe('ada now has the roles Alpha, Gamma, sql_lab.\n');
    const rm = await loupe(['user', 'role', 'ada', '--remove', 'Alpha']);
    expect(rm.stdout).toBe('ada now has the roles Gamma, sql_lab.\n');
    const set = await loupe(['user', 'role', 'ada', '--set', 'Gamma']);
    expect(set.stdout).toBe('ada now has the role Gamma.\n');
    const unknown = await loupe(['user', 'role', 'ada', '--add', 'Wizard']);
    expect([unknown.code, unknown.stderr]).toEqual([2, 'loupe: Unknown role(s): Wizard\n']);
    const empty = await loupe(['user', 'role', 'ada', '--remove', 'Gamma']);
    expect(empty.stderr).toBe('loupe: A user needs at least one role\n');
    const mixed = await loupe(['user', 'role', 'ada', '--set', 'Gamma', '--add', 'Alpha']);
    expect(mixed.stderr).toBe('loupe: Give --set alone, or --add/--remove\n');
    const rows = JSON.parse((await loupe(['user', 'list', '--json'])).stdout) as { roles: string[] }[];
    expect(rows[0]!.roles).toEqual(['Gamma']);
    expect((await logs()).filter((l) => l.action === 'UserApi.put').length).toBeGreaterThanOrEqual(5);
  }, 60_000);
});
