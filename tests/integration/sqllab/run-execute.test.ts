import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootSqlLabRig, cid, type SqlLabRig } from './sqllab-rig.test-support.ts';

type Payload = {
  query_id: number;
  status: string;
  data: Record<string, unknown>[];
  columns: { name: string; type: string; is_dttm: boolean }[];
  query: Record<string, unknown>;
  displayLimitReached?: boolean;
};
type Errors = { errors: { error_type: string; message: string; extra: Record<string, unknown> | null }[] };

let rig: SqlLabRig;
beforeAll(async () => {
  rig = await bootSqlLabRig({ config: { sqllabDisplayMaxRow: 50 } });
});
afterAll(() => rig?.close());

const run = (body: Record<string, unknown>) =>
  rig.admin.post<Payload & Errors>('/api/v1/sqllab/execute/', { client_id: cid(), json: true, ...body });

describe('POST /api/v1/sqllab/execute/ (sync)', () => {
  it('runs on the examples DuckDB: Superset payload, Query shape, ISO datetimes, stored results', async () => {
    const res = await run({
      database_id: rig.examplesId,
      sql: "SELECT 1 AS n, 'x' AS s, TIMESTAMP '2024-01-02 03:04:05' AS ts, DATE '2024-01-02' AS d",
      queryLimit: 10,
      tab: 'Untitled Query 1',
      sql_editor_id: '5',
      schema: 'main',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toEqual([{ n: 1, s: 'x', ts: '2024-01-02T03:04:05', d: '2024-01-02' }]);
    expect(res.body.columns.map((c) => [c.name, c.is_dttm])).toEqual([
      ['n', false],
      ['s', false],
      ['ts', true],
      ['d', true],
    ]);
    const q = res.body.query;
    expect(q).toMatchObject({
      state: 'success',
      dbId: rig.examplesId,
      db: 'examples',
      rows: 1,
      limit: 10,
      limitingFactor: 'NOT_LIMITED',
      tab: 'Untitled Query 1',
      sqlEditorId: '5',
      schema: 'main',
      progress: 100,
      ctas: false,
      user: expect.any(String),
    });
    expect(q.queryId).toBe(res.body.query_id);
    expect(q.serverId).toBe(res.body.query_id);
    expect(typeof q.startDttm).toBe('number');
    expect(q.endDttm as number).toBeGreaterThanOrEqual(q.startDttm as number);
    expect(q.executedSql).toMatch(/LIMIT 11$/);
    expect(typeof q.resultsKey).toBe('string');
  });

  it('limits rows: DROPDOWN when cut, QUERY when the SQL’s own LIMIT is smaller, QUERY_AND_DROPDOWN when equal', async () => {
    const cut = await run({ database_id: rig.duckId, sql: 'SELECT * FROM t ORDER BY id', queryLimit: 100 });
    expect(cut.body.query).toMatchObject({ rows: 100, limitingFactor: 'DROPDOWN' });
    expect(cut.body.data).toHaveLength(50);
    expect(cut.body.displayLimitReached).toBe(true);
    const own = await run({ database_id: rig.duckId, sql: 'SELECT * FROM t ORDER BY id LIMIT 7', queryLimit: 100 });
    expect(own.body.query).toMatchObject({ rows: 7, limitingFactor: 'QUERY' });
    expect(own.body.displayLimitReached).toBeUndefined();
    const eq = await run({ database_id: rig.duckId, sql: 'SELECT * FROM t LIMIT 20', queryLimit: 20 });
    expect(eq.body.query).toMatchObject({ rows: 20, limitingFactor: 'QUERY_AND_DROPDOWN' });
    const dflt = await run({ database_id: rig.duckId, sql: 'SELECT * FROM t' });
    expect(dflt.body.query).toMatchObject({ rows: 1000, limit: 1000, limitingFactor: 'DROPDOWN' });
  });

  it('runs several statements in order; the last one’s rows are the result; semicolons in strings and comments do not split', async () => {
    await rig.setFlags(rig.duckId, { allow_dml: true });
    const res = await run({
      database_id: rig.duckId,
      sql: "CREATE TABLE multi AS SELECT 'a;b' AS v; -- a comment; with a semicolon\nINSERT INTO multi VALUES ('c'';d'); /* ; */ SELECT v FROM multi ORDER BY v",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ v: 'a;b' }, { v: "c';d" }]);
    await rig.setFlags(rig.duckId, { allow_dml: false });
  });

  it('runs a script on one connection of its own: temp tables carry over within a run, never to the next; the schema is the default namespace', async () => {
    await rig.setFlags(rig.duckId, { allow_dml: true });
    const temp = await run({
      database_id: rig.duckId,
      sql: 'CREATE TEMP TABLE tt AS SELECT 41 AS a; INSERT INTO tt VALUES (42); SELECT a FROM tt ORDER BY a',
    });
    expect(temp.body.data).toEqual([{ a: 41 }, { a: 42 }]);
    const leaked = await run({ database_id: rig.duckId, sql: 'SELECT a FROM tt' });
    expect(leaked.status).toBe(400);
    await run({
      database_id: rig.duckId,
      sql: 'CREATE SCHEMA IF NOT EXISTS s2; CREATE OR REPLACE TABLE s2.only_here AS SELECT 5 AS v',
    });
    await rig.setFlags(rig.duckId, { allow_dml: false });
    const inSchema = await run({ database_id: rig.duckId, sql: 'SELECT v FROM only_here', schema: 's2' });
    expect(inSchema.body.data).toEqual([{ v: 5 }]);
    expect((await run({ database_id: rig.duckId, sql: 'SELECT v FROM only_here', schema: 'main' })).status).toBe(400);
  });

  it('refuses DML and DDL unless the database allows it, and writes no Query row', async () => {
    const id = cid();
    const res = await rig.admin.post<Errors>('/api/v1/sqllab/execute/', {
      client_id: id,
      database_id: rig.sqliteId,
      sql: "SELECT 1; DELETE FROM t WHERE name = ';'",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      error_type: 'DML_NOT_ALLOWED_ERROR',
      message: 'Only SELECT statements are allowed against this database.',
    });
    expect(
      await rig.h.loupe.store.db.selectFrom('query').select('id').where('client_id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const hidden = await run({ database_id: rig.sqliteId, sql: "SELECT 'x' AS a /* ; */; DROP TABLE t" });
    expect(hidden.body.errors[0]!.error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const intoSelect = await run({ database_id: rig.duckId, sql: 'WITH d AS (SELECT 1) SELECT * INTO t2 FROM d' });
    expect(intoSelect.status).toBe(400);
    // A typo is said to be one (and still runs nothing, so no Query row).
    const typoId = cid();
    const typo = await rig.admin.post<Errors>('/api/v1/sqllab/execute/', {
      client_id: typoId,
      database_id: rig.sqliteId,
      sql: 'SELEC name FROM t',
    });
    expect(typo.status).toBe(400);
    expect(typo.body.errors[0]).toMatchObject({
      error_type: 'INVALID_SQL_ERROR',
      message: 'Syntax error: no statement starts with "SELEC". Check the SQL for a typo.',
    });
    expect(
      await rig.h.loupe.store.db.selectFrom('query').select('id').where('client_id', '=', typoId).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('SQLite: runs, keeps semicolons inside strings, answers the engine’s error as GENERIC_DB_ENGINE_ERROR and marks the row failed', async () => {
    const ok = await run({ database_id: rig.sqliteId, sql: "SELECT name FROM t WHERE name = 'a;b'" });
    expect(ok.body.data).toEqual([{ name: 'a;b' }]);
    const id = cid();
    const bad = await rig.admin.post<Errors>('/api/v1/sqllab/execute/', {
      client_id: id,
      database_id: rig.sqliteId,
      sql: 'SELECT nope FROM t',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.error_type).toBe('GENERIC_DB_ENGINE_ERROR');
    expect(bad.body.errors[0]!.message).toContain('no such column: nope');
    const row = await rig.h.loupe.store.db
      .selectFrom('query')
      .selectAll()
      .where('client_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error_message).toContain('no such column');
  });

  it('DuckDB engine errors carry the engine’s message', async () => {
    const bad = await run({ database_id: rig.examplesId, sql: 'SELECT * FROM no_such_table' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.message).toMatch(/no_such_table/);
  });

  it('templateParams: rendered with nunjucks; undefined and malformed parameters are 400s', async () => {
    const ok = await run({
      database_id: rig.examplesId,
      sql: "SELECT {{ n }} AS n, '{{ current_username() }}' AS u{% for c in cols %}, {{ c }}{% endfor %}",
      templateParams: JSON.stringify({ n: 3, cols: [1, 2] }),
    });
    expect(ok.body.data).toEqual([{ n: 3, u: 'admin', '1': 1, '2': 2 }]);
    const missing = await run({ database_id: rig.examplesId, sql: 'SELECT {{ a }}', templateParams: '{}' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
      message: 'The parameter "a" in your query is undefined.',
    });
    const bad = await run({ database_id: rig.examplesId, sql: 'SELECT {{ a', templateParams: '{"a":1}' });
    expect(bad.body.errors[0]!.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    const notJson = await run({ database_id: rig.examplesId, sql: 'SELECT 1', templateParams: '{oops' });
    expect(notJson.body.errors[0]!.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
  });

  it('CTAS and CVAS where allowed, with a generated name and force_ctas_schema', async () => {
    const refused = await run({
      database_id: rig.duckId,
      sql: 'SELECT 1 AS a',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'x1',
    });
    expect(refused.body.errors[0]!.error_type).toBe('INVALID_CTAS_QUERY_ERROR');
    await rig.setFlags(rig.duckId, { allow_ctas: true, allow_cvas: true });
    const table = await run({
      database_id: rig.duckId,
      sql: 'SELECT id FROM t WHERE id < 3',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'ctas_out',
      schema: 'main',
    });
    expect(table.status).toBe(200);
    expect(table.body.query).toMatchObject({ ctas: true, tempTable: 'ctas_out', tempSchema: 'main', state: 'success' });
    const read = await run({ database_id: rig.duckId, sql: 'SELECT count(*) AS c FROM main.ctas_out' });
    expect(read.body.data).toEqual([{ c: 3 }]);
    const notSelect = await run({
      database_id: rig.duckId,
      sql: 'SELECT 1; DELETE FROM t',
      select_as_cta: true,
      ctas_method: 'TABLE',
    });
    expect(notSelect.body.errors[0]!.error_type).toMatch(/INVALID_CTAS_QUERY_ERROR|DML_NOT_ALLOWED_ERROR/);
    const twoForView = await run({
      database_id: rig.duckId,
      sql: 'SELECT 1; SELECT 2',
      select_as_cta: true,
      ctas_method: 'VIEW',
    });
    expect(twoForView.body.errors[0]!.error_type).toBe('INVALID_CVAS_QUERY_ERROR');
    const view = await run({
      database_id: rig.duckId,
      sql: 'SELECT 42 AS answer',
      select_as_cta: true,
      ctas_method: 'VIEW',
    });
    expect(view.status).toBe(200);
    const generated = String(view.body.query.tempTable);
    expect(generated).toMatch(/^tmp_\d+_table_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}$/);
    expect((await run({ database_id: rig.duckId, sql: `SELECT * FROM ${generated}` })).body.data).toEqual([
      { answer: 42 },
    ]);
    await rig.setFlags(rig.duckId, { allow_ctas: false, allow_cvas: false });
  });

  it('answers 404 for an unknown database, 400 for a bad body, 403 without database access or when not exposed', async () => {
    const none = await run({ database_id: 99999, sql: 'SELECT 1' });
    expect(none.status).toBe(404);
    expect(none.body.errors[0]!.error_type).toBe('DATABASE_NOT_FOUND_ERROR');
    const bad = await rig.admin.post<{ message: Record<string, string[]> }>('/api/v1/sqllab/execute/', {
      database_id: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual(['database_id', 'sql']);
    const longId = await rig.admin.post('/api/v1/sqllab/execute/', {
      database_id: rig.examplesId,
      sql: 'SELECT 1',
      client_id: 'abcdefghijkl',
    });
    expect(longId.status).toBe(400);
    await rig.h.loupe.security.users.create({ username: 'lab_gamma', password: 'lab-gamma-pw', roles: ['Gamma'] });
    const gamma = await rig.h.login('lab_gamma', 'lab-gamma-pw');
    const denied = await gamma.post<Errors>('/api/v1/sqllab/execute/', {
      database_id: rig.examplesId,
      sql: 'SELECT 1',
    });
    expect(denied.status).toBe(403);
    await rig.setFlags(rig.sqliteId, { expose_in_sqllab: false });
    const hidden = await run({ database_id: rig.sqliteId, sql: 'SELECT 1' });
    expect(hidden.status).toBe(403);
    await rig.setFlags(rig.sqliteId, { expose_in_sqllab: true });
    const dup = cid();
    expect((await run({ client_id: dup, database_id: rig.examplesId, sql: 'SELECT 1' })).status).toBe(200);
    expect((await run({ client_id: dup, database_id: rig.examplesId, sql: 'SELECT 1' })).status).toBe(400);
  });
});
