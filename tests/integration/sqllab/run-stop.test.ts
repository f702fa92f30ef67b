import fs from 'node:fs';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MYSQL_URL, PG_URL } from '../../harness/services.ts';
import { bootSqlLabRig, cid, type SqlLabRig } from './sqllab-rig.test-support.ts';

type Payload = { status: string; data: Record<string, unknown>[]; query: { state: string; id: string } };
type Errors = { errors: { error_type: string; message: string }[] };

let rig: SqlLabRig;
let pgId: number;
let myId: number;
beforeAll(async () => {
  rig = await bootSqlLabRig({ config: { sqllabTimeout: 4 } });
  pgId = await rig.addDatabase('lab_pg', PG_URL);
  myId = await rig.addDatabase('lab_maria', MYSQL_URL);
});
afterAll(() => rig?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function stateOf(clientId: string): Promise<string | undefined> {
  const row = (await rig.h.loupe.store.db
    .selectFrom('query')
    .select('status')
    .where('client_id', '=', clientId)
    .executeTakeFirst()) as { status: string } | undefined;
  return row?.status;
}

async function waitFor(clientId: string, states: string[], ms = 5000): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    const s = await stateOf(clientId);
    if (s && states.includes(s)) return s;
    if (Date.now() > until) throw new Error(`query ${clientId} still ${s}, wanted ${states.join('/')}`);
    await sleep(30);
  }
}

/** Marks this file's long statements, so the probes do not see another run's on the shared servers. */
const MARK = `lab-stop-${process.pid}-${Date.now()}`;

const LONG: Record<string, string> = {
  duckdb: 'SELECT sum(a.range * b.range) AS s FROM range(1000000) a, range(1000000) b',
  sqlite: 'WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r',
  postgresql: `SELECT pg_sleep(30) /* ${MARK} */`,
  mysql: `SELECT SLEEP(30) /* ${MARK} */`,
};

/** The threads of these processes (`tid` = `pid` for a main thread) and their scheduler state. */
function threadStates(pids: number[]): Map<string, string> {
  const states = new Map<string, string>();
  for (const pid of pids) {
    let tids: string[];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // the process has ended
    }
    for (const tid of tids) {
      try {
        // The state follows the command name, which is in parentheses and may hold spaces.
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        states.set(`${pid}/${tid}`, stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
      } catch {
        // the thread has ended
      }
    }
  }
  return states;
}

/**
 * Whether any of these threads keeps computing: running or runnable ('R') in most of ten
 * samples over half a second. A statement grinding in the engine is always runnable, however
 * busy the machine; idle threads sleep on a lock or a socket.
 */
async function computing(pids: () => number[], skip: (key: string) => boolean = () => false): Promise<boolean> {
  const counts = new Map<string, number>();
  for (let i = 0; i < 10; i++) {
    for (const [key, state] of threadStates(pids()))
      if (state === 'R' && !skip(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    await sleep(50);
  }
  return [...counts.values()].some((n) => n >= 6);
}

/** The SQLite child processes (sqlite-worker.js) working on this test's lab.sqlite file. */
function sqliteWorkers(): number[] {
  const file = rig.sqliteFile;
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmd.includes('sqlite-worker.js') && cmd.includes(file);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Whether the engine still runs the long statement. PostgreSQL and MariaDB list it from a
 * separate connection. SQLite runs it in a child process and DuckDB on threads of this process
 * (the whole Loupe runs in the test's process): there the statement still running shows as a
 * thread that keeps computing (this thread, which samples, is left out).
 */
async function stillRunning(engine: string): Promise<boolean> {
  if (engine === 'postgresql') {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      const r = await c.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()",
        [`%pg_sleep(30)%${MARK}%`],
      );
      return r.rows[0].n > 0;
    } finally {
      await c.end();
    }
  }
  if (engine === 'mysql') {
    const c = await mysql.createConnection(MYSQL_URL);
    try {
      const [rows] = await c.query(
        'SELECT count(*) AS n FROM information_schema.processlist WHERE info LIKE ? AND id <> CONNECTION_ID()',
        [`SELECT SLEEP(30)%${MARK}%`],
      );
      return Number((rows as { n: number }[])[0]!.n) > 0;
    } finally {
      await c.end();
    }
  }
  if (engine === 'sqlite') return computing(sqliteWorkers);
  if (engine === 'duckdb')
    return computing(
      () => [process.pid],
      (key) => key === `${process.pid}/${process.pid}`,
    );
  throw new Error(`no probe for ${engine}`);
}

describe('POST /api/v1/query/stop', () => {
  const engines = () =>
    [
      ['duckdb', rig.duckId],
      ['sqlite', rig.sqliteId],
      ['postgresql', pgId],
      ['mysql', myId],
    ] as const;

  it.each(['duckdb', 'sqlite', 'postgresql', 'mysql'])(
    'stops a running sync query on %s and frees the engine within 2 s',
    async (engine) => {
      const dbId = engines().find(([e]) => e === engine)![1];
      const id = cid('s');
      const pending = rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
        client_id: id,
        database_id: dbId,
        sql: LONG[engine],
      });
      await waitFor(id, ['running']);
      await sleep(200);
      // The probe sees the statement while it runs, so its answer after the stop means something.
      expect(await stillRunning(engine)).toBe(true);
      const stoppedAt = Date.now();
      const stop = await rig.admin.post<{ result: string }>('/api/v1/query/stop', { client_id: id });
      expect(stop.status).toBe(200);
      expect(stop.body).toEqual({ result: 'OK' });
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('stopped');
      expect(await stateOf(id)).toBe('stopped');
      const quick = await rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
        client_id: cid(),
        database_id: dbId,
        sql: 'SELECT 1 AS one',
      });
      expect(quick.body.data).toEqual([{ one: 1 }]);
      const freedIn = Date.now() - stoppedAt;
      expect(await stillRunning(engine)).toBe(false);
      expect(freedIn).toBeLessThan(2000);
    },
  );

  it('stops an asynchronous run (in-process queue): 202 pending, then running, then stopped', async () => {
    await rig.setFlags(rig.sqliteId, { allow_run_async: true });
    const id = cid('a');
    const res = await rig.admin.post<{ query: { state: string; id: string } }>('/api/v1/sqllab/execute/', {
      client_id: id,
      database_id: rig.sqliteId,
      sql: LONG.sqlite,
      runAsync: true,
    });
    expect(res.status).toBe(202);
    expect(res.body.query).toMatchObject({ state: 'pending', id });
    await waitFor(id, ['running']);
    const stoppedAt = Date.now();
    await rig.admin.post('/api/v1/query/stop', { client_id: id });
    expect(await waitFor(id, ['stopped'])).toBe('stopped');
    const quick = await rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: rig.sqliteId,
      sql: 'SELECT 2 AS two',
    });
    expect(quick.body.data).toEqual([{ two: 2 }]);
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    await rig.setFlags(rig.sqliteId, { allow_run_async: false });
  });

  it('answers 404 for an unknown client id, OK for a finished query (which keeps its state), 403 for another user’s', async () => {
    const unknown = await rig.admin.post<{ message: string }>('/api/v1/query/stop', { client_id: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Query with client_id nope not found' });
    expect((await rig.admin.post('/api/v1/query/stop', {})).status).toBe(400);
    const id = cid();
    await rig.admin.post('/api/v1/sqllab/execute/', { client_id: id, database_id: rig.examplesId, sql: 'SELECT 1' });
    expect((await rig.admin.post('/api/v1/query/stop', { client_id: id })).status).toBe(200);
    expect(await stateOf(id)).toBe('success');
    await rig.h.loupe.security.users.create({
      username: 'stop_alpha',
      password: 'stop-alpha-pw',
      roles: ['Alpha', 'sql_lab'],
    });
    const alpha = await rig.h.login('stop_alpha', 'stop-alpha-pw');
    expect((await alpha.post('/api/v1/query/stop', { client_id: id })).status).toBe(403);
  });
});

describe('one connection per run', () => {
  it('PostgreSQL and MariaDB: a temp table lives through the run; the schema is the default namespace', async () => {
    await rig.setFlags(pgId, { allow_dml: true });
    await rig.setFlags(myId, { allow_dml: true });
    const pgTemp = await rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: pgId,
      sql: 'CREATE TEMP TABLE lab_tt AS SELECT 1 AS a; SELECT a FROM lab_tt',
    });
    expect(pgTemp.body.data).toEqual([{ a: 1 }]);
    const myTemp = await rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: myId,
      sql: 'CREATE TEMPORARY TABLE lab_tt AS SELECT 2 AS a; SELECT a FROM lab_tt',
    });
    expect(myTemp.body.data).toEqual([{ a: 2 }]);
    await rig.setFlags(pgId, { allow_dml: false });
    await rig.setFlags(myId, { allow_dml: false });
    const pgSchema = await rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: pgId,
      sql: "SELECT count(*) > 0 AS ok FROM tables WHERE table_name = 'columns'",
      schema: 'information_schema',
    });
    expect(pgSchema.body.data).toEqual([{ ok: true }]);
    const mySchema = await rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: myId,
      sql: "SELECT count(*) AS n FROM schemata WHERE schema_name = 'information_schema'",
      schema: 'information_schema',
    });
    expect(mySchema.body.data).toEqual([{ n: 1 }]);
  });
});

describe('timeouts and dropped connections', () => {
  it('a sync run past SQLLAB_TIMEOUT answers SQLLAB_TIMEOUT_ERROR, the row is timed_out and the statement cancelled', async () => {
    const id = cid('t');
    const res = await rig.admin.post<Errors>('/api/v1/sqllab/execute/', {
      client_id: id,
      database_id: pgId,
      sql: LONG.postgresql,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message:
        'The query was killed after 4 seconds. It might be too complex, or the database might be under heavy load.',
    });
    expect(await stateOf(id)).toBe('timed_out');
    await sleep(200);
    expect(await stillRunning('postgresql')).toBe(false);
  });

  it('a PostgreSQL backend terminated mid-query gives a clear engine error, and the next run works', async () => {
    const id = cid('d');
    const pending = rig.admin.post<Errors>('/api/v1/sqllab/execute/', {
      client_id: id,
      database_id: pgId,
      sql: 'SELECT pg_sleep(20) /* lab-drop */',
    });
    await waitFor(id, ['running']);
    await sleep(300);
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%lab-drop%' AND pid <> pg_backend_pid()",
    );
    await c.end();
    const res = await pending;
    expect(res.status).toBe(400);
    expect(res.body.errors[0]!.error_type).toBe('GENERIC_DB_ENGINE_ERROR');
    expect(res.body.errors[0]!.message).toMatch(/terminat/i);
    expect(await stateOf(id)).toBe('failed');
    const again = await rig.admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: pgId,
      sql: 'SELECT 3 AS three',
    });
    expect(again.body.data).toEqual([{ three: 3 }]);
  });
});
