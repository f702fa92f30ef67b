import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { loupeChild, loupeCli, parseCsv } from './query-cli.test-support.ts';
import { READ_ONLY_FILE } from '../../../server/engine/connectors/duckdb/duckdb-errors.ts';

// `loupe query run` against a whole Loupe (tests/harness) with the examples database.

let h: BootedLoupe;
let env: NodeJS.ProcessEnv;
let examplesId: number;
const BIRTHS = 'SELECT ds, name, gender, num FROM birth_names ORDER BY num DESC, name, ds LIMIT 5';

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  env = { LOUPE_URL: h.url, LOUPE_USERNAME: 'admin', LOUPE_PASSWORD: ADMIN_PASSWORD };
  const admin = await h.login();
  examplesId = (
    await admin.get<{ result: { id: number }[] }>(
      '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:examples)))',
    )
  ).body.result[0]!.id;
  await h.loupe.security.users.create({ username: 'gus', password: 'gus-password', roles: ['Gamma'] });
  await h.loupe.security.users.create({ username: 'sam', password: 'sam-password', roles: ['Gamma', 'sql_lab'] });
}, 120_000);
afterAll(() => h?.close());

describe('loupe query run: output formats on birth_names', () => {
  it('CSV, JSON Lines and the table show the same five rows', async () => {
    const csv = await loupeCli(['query', 'run', '--db', 'examples', '--format', 'csv', BIRTHS], env);
    expect([csv.code, csv.stderr]).toEqual([0, '']);
    const rows = parseCsv(csv.stdout);
    expect(rows[0]).toEqual(['ds', 'name', 'gender', 'num']);
    expect(rows).toHaveLength(6);
    for (const r of rows.slice(1)) {
      expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
      expect(['boy', 'girl']).toContain(r[2]);
      expect(r[3]).toMatch(/^\d+$/);
    }
    const nums = rows.slice(1).map((r) => Number(r[3]));
    expect(nums).toEqual([...nums].sort((a, b) => b - a));

    const json = await loupeCli(['query', 'run', '--db', 'examples', '--format', 'json', BIRTHS], env);
    expect(json.code).toBe(0);
    const objects = json.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(objects).toEqual(
      rows.slice(1).map((r) => ({ ds: r[0]!.replace(' ', 'T'), name: r[1], gender: r[2], num: Number(r[3]) })),
    );

    const table = await loupeCli(['query', 'run', '--db', 'examples', BIRTHS], env);
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(/^ds\s+name\s+gender\s+num$/);
    expect(lines[1]).toMatch(/^─+ {2}─+ {2}─+ {2}─+$/);
    rows
      .slice(1)
      .forEach((r, i) => expect(lines[i + 2]).toMatch(new RegExp(`^${r[0]}\\s+${r[1]}\\s+${r[2]}\\s+${r[3]}$`)));
    expect(lines[7]).toBe('(5 rows)');
  });

  it('writes each type as documented: quoting, NULL, timestamps with milliseconds, booleans', async () => {
    const sql = `SELECT 1 AS one, 'a,"b"' AS txt, TIMESTAMP '2024-01-02 03:04:05.678' AS ts, NULL AS nothing, true AS flag, 2.5 AS half`;
    const csv = await loupeCli(['query', 'run', '--db', 'examples', '--format', 'csv', sql], env);
    expect(csv.stdout).toBe('one,txt,ts,nothing,flag,half\n1,"a,""b""",2024-01-02 03:04:05.678,,true,2.5\n');
    const json = await loupeCli(['query', 'run', '--db', 'examples', '--format', 'json', sql], env);
    expect(JSON.parse(json.stdout)).toEqual({
      one: 1,
      txt: 'a,"b"',
      ts: '2024-01-02T03:04:05.678',
      nothing: null,
      flag: true,
      half: 2.5,
    });
  });

  it('escapes spreadsheet formulas in CSV text cells, not negative numbers', async () => {
    const csv = await loupeCli(
      ['query', 'run', '--db', 'examples', '--format', 'csv', "SELECT '=cmd' AS f, -1 AS n, '-2' AS s"],
      env,
    );
    expect(csv.stdout).toBe("f,n,s\n'=cmd,-1,-2\n");
  });

  it('--limit caps the rows; without it the server default applies and standard error says so', async () => {
    const limited = await loupeCli(
      ['query', 'run', '--db', 'examples', '--format', 'csv', '--limit', '7', 'SELECT name FROM birth_names'],
      env,
    );
    expect([limited.code, limited.stderr]).toEqual([0, '']);
    expect(limited.stdout.trimEnd().split('\n')).toHaveLength(8);
    const fallback = await loupeCli(
      ['query', 'run', '--db', 'examples', '--format', 'csv', 'SELECT name FROM birth_names'],
      env,
    );
    expect(fallback.stdout.trimEnd().split('\n')).toHaveLength(1001);
    expect(fallback.stderr).toBe(
      "loupe: stopped at the server's default limit of 1,000 rows; use --limit N for more\n",
    );
  });

  it('reads the SQL from a file with -f, with a default schema', async () => {
    const file = path.join(h.dataDir, 'girls.sql');
    fs.writeFileSync(file, "-- girls only\nSELECT DISTINCT gender FROM birth_names WHERE gender = 'girl'\n");
    const r = await loupeCli(
      ['query', 'run', '--db', 'examples', '--schema', 'main', '--format', 'csv', '-f', file],
      env,
    );
    expect([r.code, r.stderr, r.stdout]).toEqual([0, '', 'gender\ngirl\n']);
  });

  it('--async runs in the background on the server, polls until done, then streams the rows', async () => {
    const admin = await h.login();
    const put = await admin.put(`/api/v1/database/${examplesId}`, { allow_run_async: true });
    expect(put.status).toBe(200);
    try {
      // The server now answers such a run 202 (pending), as the CLI's --async expects.
      const direct = await admin.post('/api/v1/sqllab/execute/', {
        database_id: examplesId,
        sql: 'SELECT 1',
        runAsync: true,
      });
      expect(direct.status).toBe(202);
      const r = await loupeCli(
        [
          'query',
          'run',
          '--db',
          'examples',
          '--async',
          '--format',
          'csv',
          '--limit',
          '3',
          'SELECT name FROM birth_names ORDER BY name',
        ],
        env,
      );
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(parseCsv(r.stdout)).toHaveLength(4);
      const refused = await loupeCli(
        ['query', 'run', '--db', 'examples', '--async', '--format', 'csv', 'SELECT * FROM no_such_table'],
        env,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^loupe: .*no_such_table does not exist/);
    } finally {
      await admin.put(`/api/v1/database/${examplesId}`, { allow_run_async: false });
    }
  });

  it('refuses DML where the database does not allow it, and says the examples file is read-only where it does', async () => {
    const refused = await loupeCli(['query', 'run', '--db', 'examples', 'CREATE TABLE cli_made AS SELECT 1 AS x'], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^loupe: .+\n$/);
    const admin = await h.login();
    expect((await admin.put(`/api/v1/database/${examplesId}`, { allow_dml: true })).status).toBe(200);
    try {
      // Every process of a host opens the examples read-only (so none locks out another): the
      // statement passes Loupe's checks and the engine's refusal is said plainly.
      const made = await loupeCli(['query', 'run', '--db', 'examples', 'CREATE TABLE cli_made AS SELECT 1 AS x'], env);
      expect(made.code).toBe(1);
      expect(made.stdout).toBe('');
      expect(made.stderr).toContain(`loupe: ${READ_ONLY_FILE}`);
    } finally {
      await admin.put(`/api/v1/database/${examplesId}`, { allow_dml: false });
    }
  });

  it("prints the last statement's rows when there are several", async () => {
    const r = await loupeCli(
      ['query', 'run', '--db', 'examples', '--format', 'csv', 'SELECT 1 AS a; SELECT 2 AS b'],
      env,
    );
    expect([r.code, r.stdout]).toEqual([0, 'b\n2\n']);
  });

  it("prints the engine's message (the same the API gives) and exits 1", async () => {
    const r = await loupeCli(['query', 'run', '--db', 'examples', 'SELECT * FROM no_such_table'], env);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^loupe: .*no_such_table does not exist/);
    const admin = await h.login();
    const api = await admin.post<{ errors: { message: string }[] }>('/api/v1/sqllab/execute/', {
      database_id: examplesId,
      sql: 'SELECT * FROM no_such_table',
    });
    expect(r.stderr).toBe(`loupe: ${api.body.errors.map((e) => e.message).join('\n')}\n`);
  });
});

describe('loupe query run: sign-in, permission and database problems', () => {
  it('bad credentials and a bad token', async () => {
    const bad = await loupeCli(['query', 'run', '--db', 'examples', 'SELECT 1'], { ...env, LOUPE_PASSWORD: 'wrong' });
    expect([bad.code, bad.stdout, bad.stderr]).toEqual([
      2,
      '',
      `loupe: Sign-in to ${h.url} failed: wrong user name or password for admin\n`,
    ]);
    const token = await loupeCli(['query', 'run', '--db', 'examples', 'SELECT 1'], {
      LOUPE_URL: h.url,
      LOUPE_TOKEN: 'not-a-jwt',
    });
    expect(token.code).toBe(2);
    expect(token.stderr).toBe(
      `loupe: ${h.url} refused the token in LOUPE_TOKEN (Token is invalid or has expired): sign in again, or use --username\n`,
    );
  });

  it('a token from /api/v1/security/login works in LOUPE_TOKEN, and --password-env names the variable', async () => {
    const admin = await h.login();
    const viaToken = await loupeCli(['query', 'run', '--db', 'examples', '--format', 'csv', 'SELECT 42 AS answer'], {
      LOUPE_URL: h.url,
      LOUPE_TOKEN: admin.token!,
    });
    expect([viaToken.code, viaToken.stdout]).toEqual([0, 'answer\n42\n']);
    const viaEnv = await loupeCli(
      [
        'query',
        'run',
        '--url',
        h.url,
        '-u',
        'admin',
        '--password-env',
        'MY_PW',
        '--db',
        'examples',
        '--format',
        'csv',
        'SELECT 43 AS answer',
      ],
      { MY_PW: ADMIN_PASSWORD },
    );
    expect([viaEnv.code, viaEnv.stdout]).toEqual([0, 'answer\n43\n']);
  });

  it('a user without SQL Lab is told so (403); one without access to the database is told it is not found', async () => {
    const esc = h.url.replace(/[.:/]/g, '\\$&');
    const gus = await loupeCli(['query', 'run', '--db', String(examplesId), 'SELECT 1'], {
      LOUPE_URL: h.url,
      LOUPE_USERNAME: 'gus',
      LOUPE_PASSWORD: 'gus-password',
    });
    expect(gus.code).toBe(2);
    expect(gus.stderr).toMatch(
      new RegExp(
        `^loupe: gus may not run SQL on this database on ${esc}( \\(.*\\))?: ask an admin for the permission\\n$`,
      ),
    );
    const sam = await loupeCli(['query', 'run', '--db', String(examplesId), 'SELECT 1'], {
      LOUPE_URL: h.url,
      LOUPE_USERNAME: 'sam',
      LOUPE_PASSWORD: 'sam-password',
    });
    expect(sam.code).toBe(2);
    // Without access to it the database is not found, as in Superset: its name is never told.
    expect(sam.stderr).toBe(
      `loupe: No database with the name or id ${examplesId} on ${h.url}. sam cannot use any database.\n`,
    );
  });

  it('an unknown database, or one the user may not see, is named with the ones they can use', async () => {
    const r = await loupeCli(['query', 'run', '--db', 'nope', 'SELECT 1'], env);
    expect([r.code, r.stderr]).toEqual([
      2,
      `loupe: No database named 'nope' on ${h.url}. Databases admin can use: examples.\n`,
    ]);
    const id = await loupeCli(['query', 'run', '--db', '999', 'SELECT 1'], env);
    expect([id.code, id.stderr]).toEqual([
      2,
      `loupe: No database with the name or id 999 on ${h.url}. Databases admin can use: examples.\n`,
    ]);
    const sam = await loupeCli(['query', 'run', '--db', 'examples', 'SELECT 1'], {
      LOUPE_URL: h.url,
      LOUPE_USERNAME: 'sam',
      LOUPE_PASSWORD: 'sam-password',
    });
    expect([sam.code, sam.stderr]).toEqual([
      2,
      `loupe: No database named 'examples' on ${h.url}. sam cannot use any database.\n`,
    ]);
  });

  it('an unreachable server', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const r = await loupeCli(['query', 'run', '--db', 'examples', 'SELECT 1'], {
      ...env,
      LOUPE_URL: `http://127.0.0.1:${port}`,
    });
    expect([r.code, r.stderr]).toEqual([
      2,
      `loupe: Cannot reach Loupe at http://127.0.0.1:${port} (connection refused): is the server running? Give its address with --url or LOUPE_URL\n`,
    ]);
  });
});

describe('loupe query run as a real process', () => {
  it("reads the SQL from standard input with '-'", async () => {
    const r = await loupeChild(['query', 'run', '--db', 'examples', '--format', 'csv', '-'], {
      env,
      stdin: 'SELECT gender, count(*) > 0 AS seen\nFROM birth_names GROUP BY gender ORDER BY gender;\n',
    });
    expect([r.code, r.stderr, r.stdout]).toEqual([0, '', 'gender,seen\nboy,true\ngirl,true\n']);
  }, 60_000);

  it('Ctrl+C stops the query on the server and exits with 130', async () => {
    const admin = await h.login();
    const started = Date.now();
    let signalled = 0;
    let sawRunning = false;
    const r = await loupeChild(
      ['query', 'run', '--db', 'examples', '--format', 'csv', 'SELECT sum(hash(i)) FROM range(20000000000) t(i)'],
      {
        env,
        onStart: (child) => {
          void (async () => {
            // Wait until the server has the query running, then press Ctrl+C.
            for (let i = 0; i < 300; i++) {
              if (
                (await queriesSince(admin, started)).some(
                  (q) => q.state === 'running' && q.sql.includes('range(20000000000)'),
                )
              ) {
                sawRunning = true;
                break;
              }
              await new Promise((res) => setTimeout(res, 100));
            }
            signalled = Date.now();
            child.kill('SIGINT');
          })();
        },
      },
    );
    expect(sawRunning).toBe(true);
    expect([r.code, r.stdout, r.stderr]).toEqual([130, '', 'loupe: Query was stopped.\n']);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect((await queriesSince(admin, started)).find((q) => q.sql.includes('range(20000000000)'))?.state).toBe(
      'stopped',
    );
  }, 90_000);
});

/** The caller's queries changed since a time, as SQL Lab polls them (§5.3). */
async function queriesSince(client: ApiClient, since: number): Promise<{ state: string; sql: string }[]> {
  const res = await client.get<{ result: { state: string; sql: string }[] }>(
    `/api/v1/query/updated_since?q=(last_updated_ms:${since - 1000})`,
  );
  if (res.status !== 200) throw new Error(`updated_since: ${res.status} ${res.text}`);
  return res.body.result;
}
