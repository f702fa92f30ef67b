import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../cli/main.ts';
import { PG_URL } from '../../harness/services.ts';
import { cachedExamplesFile } from '../../harness/examples-cache.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs `loupe …` in this process with captured output, as a person at a terminal would. */
async function loupe(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (d) => (stdout += d));
  err.on('data', (d) => (stderr += d));
  const code = await main(['node', 'loupe', ...args], { out, err, env: { LOUPE_LOG_LEVEL: 'silent', ...env } });
  return { code, stdout, stderr };
}

let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-cli-'));
  fs.copyFileSync(await cachedExamplesFile(), path.join(dataDir, 'examples.duckdb'));
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('loupe (in process)', () => {
  it('init creates the admin with a generated password shown once, then leaves it alone', async () => {
    const first = await loupe(['--data-dir', dataDir, 'init']);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created the user admin\. Its generated password is shown this once:/);
    expect(first.stdout).toContain(`Loupe is initialised in ${dataDir}`);
    const again = await loupe(['--data-dir', dataDir, 'init']);
    expect(again.stdout).toContain('The admin user already exists; left as it is.');
    expect(again.stdout).not.toContain('generated password');
  }, 60_000);

  it('user create adds a user with roles, and explains refusals', async () => {
    const ok = await loupe(
      [
        '--data-dir',
        dataDir,
        'user',
        'create',
        '-u',
        'ada',
        '--password-env',
        'ADA_PW',
        '-r',
        'Alpha',
        '-r',
        'sql_lab',
      ],
      { ADA_PW: 'ada-password' },
    );
    expect(ok.stdout).toMatch(/^Created user ada \(id \d+\) with roles Alpha, sql_lab\.$/m);
    const dup = await loupe(['--data-dir', dataDir, 'user', 'create', '-u', 'ada', '-p', 'whatever1']);
    expect([dup.code, dup.stderr]).toEqual([2, "loupe: A user named 'ada' already exists\n"]);
    const role = await loupe(['--data-dir', dataDir, 'user', 'create', '-u', 'bob', '-p', 'whatever1', '-r', 'Wizard']);
    expect(role.stderr).toBe('loupe: Unknown role(s): Wizard\n');
    const noEnv = await loupe(['--data-dir', dataDir, 'user', 'create', '-u', 'bob', '--password-env', 'NOPE']);
    expect(noEnv.stderr).toBe('loupe: The environment variable NOPE is not set\n');
  }, 60_000);

  it('db add tests and saves a connection, db list shows it masked, db test checks it', async () => {
    const uri = PG_URL.replace('postgres@', 'postgres:pw@');
    const add = await loupe(['--data-dir', dataDir, 'db', 'add', '--name', 'warehouse', '--uri', uri]);
    expect(add.code).toBe(0);
    expect(add.stdout).toMatch(
      /^Added database warehouse \(id \d+\): postgresql:\/\/postgres:XXXXXXXXXX@127\.0\.0\.1:5432\/test$/m,
    );
    const list = await loupe(['--data-dir', dataDir, 'db', 'list']);
    expect(list.stdout).toMatch(/^id\s+name\s+backend\s+uri\s+datasets\s+dml\s+sqllab$/m);
    expect(list.stdout).toMatch(/examples\s+duckdb/);
    expect(list.stdout).toMatch(/warehouse\s+postgresql\s+postgresql:\/\/postgres:XXXXXXXXXX@/);
    expect(list.stdout).not.toContain(':pw@');
    const json = JSON.parse((await loupe(['--data-dir', dataDir, 'db', 'list', '--json'])).stdout) as {
      name: string;
      datasets: number;
    }[];
    expect(json.find((d) => d.name === 'examples')!.datasets).toBe(4);
    const test = await loupe(['--data-dir', dataDir, 'db', 'test', 'warehouse']);
    expect(test.stdout).toMatch(/^Connection looks good! \(warehouse, \d+ ms\)$/m);
  }, 60_000);

  it('db add and db test explain failures without saving anything', async () => {
    const bad = await loupe([
      '--data-dir',
      dataDir,
      'db',
      'add',
      '--name',
      'nowhere',
      '--uri',
      'postgresql://postgres@127.0.0.1:1/test',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /^loupe: Could not add nowhere: Port 1 on hostname "127\.0\.0\.1" refused the connection\./,
    );
    const malformed = await loupe(['--data-dir', dataDir, 'db', 'add', '--name', 'x', '--uri', 'nonsense']);
    expect(malformed.stderr).toMatch(/^loupe: Could not add x: sqlalchemy_uri: Invalid connection string/);
    const metadata = [
      '--data-dir',
      dataDir,
      'db',
      'add',
      '--name',
      'meta',
      '--uri',
      `sqlite:///${path.join(dataDir, 'loupe.db')}`,
    ];
    const unsafe = await loupe(metadata);
    expect([unsafe.code, unsafe.stderr]).toEqual([
      2,
      'loupe: Could not add meta: sqlalchemy_uri: SQLiteDialect_pysqlite cannot be used as a data source for security reasons.\n',
    ]);
    const inData = await loupe(metadata, { LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
    expect([inData.code, inData.stderr]).toEqual([
      2,
      "loupe: Could not add meta: sqlalchemy_uri: A database cannot be a file in Loupe's own data folder.\n",
    ]);
    const list = await loupe(['--data-dir', dataDir, 'db', 'list', '--json']);
    expect((JSON.parse(list.stdout) as { name: string }[]).map((d) => d.name).sort()).toEqual([
      'examples',
      'warehouse',
    ]);
    const missing = await loupe(['--data-dir', dataDir, 'db', 'test', 'nope']);
    expect(missing.stderr).toBe('loupe: No database named nope. `loupe db list` shows them.\n');
    const refused = await loupe(['--data-dir', dataDir, 'db', 'test', '--uri', 'mysql://root@127.0.0.1:1/test']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^loupe: Connection failed: Port 1 on hostname "127\.0\.0\.1" refused the connection\./,
    );
  }, 60_000);

  it('explains bad arguments and bad configuration', async () => {
    const port = await loupe(['serve', '--port', 'eighty']);
    expect(port.code).not.toBe(0);
    expect(port.stderr).toContain(
      "option '-p, --port <port>' argument 'eighty' is invalid. a port is a whole number from 0 to 65535.",
    );
    const conf = await loupe(['--data-dir', dataDir, 'db', 'list'], { LOUPE_PORT: 'x' });
    expect(conf.code).toBe(2);
    expect(conf.stderr).toContain("LOUPE_PORT must be a whole number (got 'x')");
    const unknown = await loupe(['frobnicate']);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
  });

  it('reads the CLI’s own variables without a word, and warns about an unknown LOUPE_* with the closest name', async () => {
    const cliVars = { LOUPE_URL: 'http://127.0.0.1:1', LOUPE_USERNAME: 'ada', LOUPE_PASSWORD: 'pw', LOUPE_TOKEN: 't' };
    const quiet = await loupe(['--data-dir', dataDir, 'db', 'list', '--json'], cliVars);
    expect([quiet.code, quiet.stderr]).toEqual([0, '']);
    const typo = await loupe(['--data-dir', dataDir, 'db', 'list', '--json'], { ...cliVars, LOUPE_PROT: '9000' });
    expect([typo.code, typo.stderr]).toEqual([
      0,
      'loupe: warning: LOUPE_PROT is not a variable Loupe reads; it is ignored (did you mean LOUPE_PORT?)\n',
    ]);
  });
});

describe('npm start (a real process)', () => {
  it('serves /login/ on the configured port, prints the admin password once, and stops cleanly on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-serve-'));
    fs.copyFileSync(await cachedExamplesFile(), path.join(dir, 'examples.duckdb'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, [path.join(ROOT, 'cli/bin/loupe.js'), 'serve'], {
      env: {
        ...process.env,
        LOUPE_PORT: String(port),
        LOUPE_DATA_DIR: dir,
        LOUPE_LOG_LEVEL: 'warn',
        LOUPE_ADMIN_PASSWORD: '',
        // The CLI's variables in the same shell never stop the server; a typo is only warned about.
        LOUPE_URL: `http://127.0.0.1:${port}`,
        LOUPE_USERNAME: 'admin',
        LOUPE_PASSWORD: 'whatever',
        LOUPE_TOKEN: 'token',
        LOUPE_SQLLAB_TIMOUT: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    try {
      const deadline = Date.now() + 60_000;
      while (!stdout.includes('Loupe is serving') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(stdout).toContain(`Loupe is serving on http://localhost:${port}`);
      expect(stderr).toContain(
        'loupe: warning: LOUPE_SQLLAB_TIMOUT is not a variable Loupe reads; it is ignored (did you mean LOUPE_SQLLAB_TIMEOUT?)',
      );
      expect(stderr).not.toMatch(/LOUPE_(URL|USERNAME|PASSWORD|TOKEN)\b/);
      const password =
        /shown this once:\s*│?\s*\n│\s*│\n│\s+(\S+)/.exec(stdout)?.[1] ?? /\n│\s{4}(\S+)\s*│\n/.exec(stdout)?.[1];
      expect(password).toBeTruthy();
      const page = await fetch(`http://127.0.0.1:${port}/login/`);
      expect(page.status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password, provider: 'db' }),
      });
      expect(login.status).toBe(200);
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toContain('SIGTERM: finishing requests in flight, then stopping');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
