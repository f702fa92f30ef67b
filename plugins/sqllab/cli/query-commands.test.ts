import net from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../cli/main.ts';
import { startFakeServer, type FakeServer } from './fake-sqllab-server.test-support.ts';
import { LoupeClient } from './loupe-client.ts';
import { runQuery } from './run-query.ts';

// The command line against a stand-in server that speaks the wire contract; the same commands
// run against a real Loupe in tests/integration/cli/query-*.test.ts.

async function loupe(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (d) => (stdout += d));
  err.on('data', (d) => (stderr += d));
  const code = await main(['node', 'loupe', ...args], { out, err, env });
  return { code, stdout, stderr };
}

let server: FakeServer;
const as = { LOUPE_USERNAME: 'admin', LOUPE_PASSWORD: 'pw' };
beforeAll(async () => {
  server = await startFakeServer({ rows: 2500, batch: 1000 });
});
afterAll(() => server.close());

describe('loupe query run (against the wire contract)', () => {
  it('signs in, resolves the database by name, sends the run and streams every row as CSV', async () => {
    const r = await loupe(
      [
        'query',
        'run',
        '--url',
        server.url,
        '--db',
        'examples',
        '--schema',
        'main',
        '--limit',
        '2500',
        '--format',
        'csv',
        'SELECT * FROM t',
      ],
      as,
    );
    expect([r.code, r.stderr]).toEqual([0, '']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('id,name,ds');
    expect(lines).toHaveLength(2501);
    expect(lines[1]).toBe('0,name 0,2024-01-01 00:00:00');
    expect(lines[2500]).toBe('2499,name 2499,2024-01-02 17:39:00');
    const sent = server.executed.at(-1)!;
    expect(sent).toMatchObject({
      database_id: 1,
      sql: 'SELECT * FROM t',
      schema: 'main',
      queryLimit: 2500,
      runAsync: false,
    });
    expect(String(sent.client_id)).toMatch(/^[\w-]{11}$/);
  });

  it('prints JSON Lines, and a table with a row count', async () => {
    const json = await loupe(
      ['query', 'run', '--url', server.url, '--db', 'examples', '--format', 'json', '--limit', '5', 'SELECT 1'],
      as,
    );
    const first = JSON.parse(json.stdout.split('\n')[0]!);
    expect(first).toEqual({ id: 0, name: 'name 0', ds: '2024-01-01T00:00:00' });
    const table = await loupe(['query', 'run', '--url', server.url, '--db', '7', 'SELECT 1'], as);
    expect(table.stdout.split('\n').slice(0, 3)).toEqual([
      ' id  name      ds',
      '───  ────────  ───────────────────',
      '  0  name 0    2024-01-01 00:00:00',
    ]);
    // Widths come from the first 1,000 rows; a longer value later overflows rather than being cut.
    expect(table.stdout).toContain('\n1000  name 1000  2024-01-01 16:40:00\n');
    expect(table.stdout).toMatch(/\n\(2,500 rows\)\n$/);
    expect(server.executed.at(-1)!.database_id).toBe(7);
    // No --limit and the server's default limit applied: say so on standard error.
    expect(table.stderr).toBe("loupe: stopped at the server's default limit of 1,000 rows; use --limit N for more\n");
  });

  it('waits for an asynchronous run by polling, then reads its rows', async () => {
    const r = await loupe(
      [
        'query',
        'run',
        '--url',
        server.url,
        '--db',
        'examples',
        '--async',
        '--format',
        'csv',
        '--limit',
        '10',
        'SELECT 1',
      ],
      as,
    );
    expect(r.code).toBe(0);
    expect(server.executed.at(-1)!.runAsync).toBe(true);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(11);
  });

  it("prints the engine's message and exits 1 on a failed query", async () => {
    const r = await loupe(['query', 'run', '--url', server.url, '--db', 'examples', 'SELECT * FROM bad'], as);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'loupe: Catalog Error: Table with name bad does not exist!\n',
    ]);
  });

  it('explains bad credentials, a refused token, missing permission, an unknown database and an unreachable server', async () => {
    const bad = await loupe(['query', 'run', '--url', server.url, '--db', 'examples', 'SELECT 1'], {
      LOUPE_USERNAME: 'admin',
      LOUPE_PASSWORD: 'wrong',
    });
    expect([bad.code, bad.stderr]).toEqual([
      2,
      `loupe: Sign-in to ${server.url} failed: wrong user name or password for admin\n`,
    ]);
    const token = await loupe(['query', 'run', '--url', server.url, '--db', 'examples', 'SELECT 1'], {
      LOUPE_TOKEN: 'stale',
    });
    expect(token.stderr).toBe(
      `loupe: ${server.url} refused the token in LOUPE_TOKEN (Token is invalid or has expired): sign in again, or use --username\n`,
    );
    const forbidden = await loupe(['query', 'run', '--url', server.url, '--db', 'examples', 'SELECT forbidden'], as);
    expect([forbidden.code, forbidden.stderr]).toEqual([
      2,
      `loupe: admin may not run SQL on this database on ${server.url}: ask an admin for the permission\n`,
    ]);
    const unknown = await loupe(['query', 'run', '--url', server.url, '--db', 'nope', 'SELECT 1'], as);
    expect([unknown.code, unknown.stderr]).toEqual([
      2,
      `loupe: No database named 'nope' on ${server.url}. Databases admin can use: examples, warehouse.\n`,
    ]);
    const unknownId = await loupe(['query', 'run', '--url', server.url, '--db', '99', 'SELECT 1'], as);
    expect(unknownId.stderr).toContain('No database with the name or id 99');
    const port = await freePort();
    const down = await loupe(['query', 'run', '--url', `http://127.0.0.1:${port}`, '--db', 'examples', 'SELECT 1'], as);
    expect([down.code, down.stderr]).toEqual([
      2,
      `loupe: Cannot reach Loupe at http://127.0.0.1:${port} (connection refused): is the server running? Give its address with --url or LOUPE_URL\n`,
    ]);
  });

  it('checks its arguments before calling the server', async () => {
    const format = await loupe(['query', 'run', '--db', 'examples', '--format', 'xml', 'SELECT 1'], as);
    expect(format.stderr).toContain(
      "option '--format <format>' argument 'xml' is invalid. Allowed choices are table, csv, json.",
    );
    const limit = await loupe(['query', 'run', '--db', 'examples', '--limit', '0', 'SELECT 1'], as);
    expect(limit.stderr).toContain(
      "option '--limit <n>' argument '0' is invalid. expected a whole number of at least 1.",
    );
    const noDb = await loupe(['query', 'run', 'SELECT 1'], as);
    expect(noDb.stderr).toContain("required option '--db <name|id>' not specified");
    const noSql = await loupe(['query', 'run', '--db', 'examples'], as);
    expect(noSql.stderr).toBe(
      "loupe: Give the SQL as an argument, with -f FILE, or '-' to read it from standard input\n",
    );
    const noAuth = await loupe(['query', 'run', '--url', server.url, '--db', 'examples', 'SELECT 1'], {});
    expect(noAuth.stderr).toMatch(/^loupe: Sign in to the server: give --username/);
  });
});

describe('LoupeClient', () => {
  it('signs in again once when its access token has expired, and then goes on', async () => {
    const client = new LoupeClient({ url: server.url, auth: { kind: 'password', username: 'admin', password: 'pw' } });
    await client.ok('POST', '/api/v1/query/stop', 'stop', { body: { client_id: 'x' } });
    server.expireTokens();
    expect((await client.ok<{ count: number }>('GET', '/api/v1/database/', 'list databases')).count).toBe(2);
    server.expireTokens();
    expect(await client.ok('POST', '/api/v1/query/stop', 'stop', { body: { client_id: 'y' } })).toEqual({
      result: 'OK',
    });
    expect(server.stopped.slice(-2)).toEqual(['x', 'y']);
  });

  it('does not retry a refused LOUPE_TOKEN', async () => {
    const client = new LoupeClient({ url: server.url, auth: { kind: 'token', token: 'T-old', source: 'LOUPE_TOKEN' } });
    await expect(client.ok('GET', '/api/v1/database/', 'list databases')).rejects.toThrow(
      /refused the token in LOUPE_TOKEN/,
    );
  });
});

describe('stopping', () => {
  it('an abort (Ctrl+C) while the query runs stops it on the server and ends with 130', async () => {
    const client = new LoupeClient({ url: server.url, auth: { kind: 'password', username: 'admin', password: 'pw' } });
    const controller = new AbortController();
    const err = new PassThrough();
    const running = runQuery(
      client,
      { databaseId: 1, sql: 'SELECT sleep(60)' },
      { format: 'csv', out: new PassThrough(), err, signal: controller.signal },
    );
    await new Promise((r) => setTimeout(r, 300));
    controller.abort();
    await expect(running).rejects.toMatchObject({ message: 'Query was stopped.', exitCode: 130 });
    const clientId = server.executed.at(-1)!.client_id;
    expect(server.stopped.filter((id) => id === clientId)).toHaveLength(1);
  });
});

describe('stopping while rows arrive', () => {
  it('ends the download with 130 and leaves the finished query alone', async () => {
    const big = await startFakeServer({ rows: 200_000, batch: 1000 });
    try {
      const client = new LoupeClient({ url: big.url, auth: { kind: 'password', username: 'admin', password: 'pw' } });
      const controller = new AbortController();
      let written = 0;
      const out = new Writable({
        write(chunk, _enc, cb) {
          written += String(chunk).split('\n').length - 1;
          if (written > 2000) controller.abort();
          cb();
        },
      });
      const run = runQuery(
        client,
        { databaseId: 1, sql: 'SELECT 1', limit: 200_000 },
        { format: 'csv', out, err: new PassThrough(), signal: controller.signal },
      );
      await expect(run).rejects.toMatchObject({
        exitCode: 130,
        message: expect.stringMatching(/^Stopped after [\d,]+ rows\.$/),
      });
      expect(written).toBeLessThan(200_000);
      expect(big.stopped).toEqual([]);
    } finally {
      await big.close();
    }
  });
});

describe('a connection cut while rows arrive', () => {
  it('fails with exit code 1 and says how far it got, never a short result that looks whole', async () => {
    const cut = await startFakeServer({ rows: 100_000, batch: 1000, cutAfter: 200_000 });
    try {
      const r = await loupe(
        ['query', 'run', '--url', cut.url, '--db', 'examples', '--format', 'csv', '--limit', '100000', 'SELECT 1'],
        as,
      );
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        new RegExp(
          `^loupe: (Reading the results from ${cut.url.replace(/[.:/]/g, '\\$&')} failed after [\\d,]+ rows: .+|The results stopped after [\\d,]+ of 100,000 rows: the connection to the server was cut)\\n$`,
        ),
      );
      const lines = r.stdout.split('\n').length - 2;
      expect(lines).toBeGreaterThan(0);
      expect(lines).toBeLessThan(100_000);
    } finally {
      await cut.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
