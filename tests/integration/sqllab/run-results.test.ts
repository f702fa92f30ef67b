import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { bootSqlLabRig, cid, type SqlLabRig } from './sqllab-rig.test-support.ts';
import type { ApiClient } from '../../harness/api-client.ts';

type Payload = {
  status: string;
  data: Record<string, unknown>[];
  columns: { name: string }[];
  query: { resultsKey: string; rows: number; id: string };
  displayLimitReached?: boolean;
};
type Errors = { errors: { error_type: string; message: string }[] };

let rig: SqlLabRig;
let alpha: ApiClient;
let alpha2: ApiClient;
beforeAll(async () => {
  rig = await bootSqlLabRig({ config: { sqllabDisplayMaxRow: 100, sqllabResultsTtl: 3 } });
  await rig.h.loupe.security.users.create({
    username: 'lab_alpha',
    password: 'lab-alpha-pw',
    roles: ['Alpha', 'sql_lab'],
  });
  await rig.h.loupe.security.users.create({
    username: 'lab_alpha2',
    password: 'lab-alpha2-pw',
    roles: ['Alpha', 'sql_lab'],
  });
  alpha = await rig.h.login('lab_alpha', 'lab-alpha-pw');
  alpha2 = await rig.h.login('lab_alpha2', 'lab-alpha2-pw');
});
afterAll(() => rig?.close());

const results = (c: ApiClient, q: Record<string, unknown>, headers: Record<string, string> = {}) =>
  c.request<Payload & Errors>(
    'GET',
    `/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode(q))}`,
    undefined,
    headers,
  );

async function arrow(c: ApiClient, q: Record<string, unknown>) {
  const res = await fetch(`${c.baseUrl}/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode(q))}`, {
    headers: { accept: 'application/vnd.apache.arrow.stream', authorization: `Bearer ${c.token}` },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    table: res.status === 200 ? tableFromIPC(new Uint8Array(await res.arrayBuffer())) : null,
  };
}

describe('GET /api/v1/sqllab/results/', () => {
  let key = '';
  it('answers the stored rows as §5.2 JSON, cut to rows and to DISPLAY_MAX_ROW', async () => {
    const run = await alpha.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: rig.duckId,
      sql: "SELECT id, name, TIMESTAMP '2024-01-01' + to_seconds(id) AS ts FROM t ORDER BY id",
      queryLimit: 2500,
    });
    expect(run.status).toBe(200);
    key = run.body.query.resultsKey;
    expect(run.body.data).toHaveLength(100);
    const five = await results(alpha, { key, rows: 5 });
    expect(five.status).toBe(200);
    expect(five.body.data).toEqual(
      [0, 1, 2, 3, 4].map((i) => ({ id: i, name: `n${i}`, ts: `2024-01-01T00:00:0${i}` })),
    );
    expect(five.body.query.rows).toBe(2500);
    expect(five.body.displayLimitReached).toBe(true);
    const all = await results(alpha, { key });
    expect(all.body.data).toHaveLength(100);
  });

  it('answers an Arrow stream of every stored row with the Accept header: a small first batch, epoch-ms timestamps, the payload under "loupe"', async () => {
    const a = await arrow(alpha, { key });
    expect(a.status).toBe(200);
    expect(a.type).toContain('application/vnd.apache.arrow.stream');
    const t = a.table!;
    expect(t.numRows).toBe(2500);
    expect(t.batches[0]!.numRows).toBe(1000);
    expect(t.schema.fields.map((f) => f.name)).toEqual(['id', 'name', 'ts']);
    expect(String(t.schema.fields[2]!.type)).toBe('Timestamp<MILLISECOND>');
    expect(t.getChild('ts')!.get(1)).toBe(Date.UTC(2024, 0, 1, 0, 0, 1));
    const meta = JSON.parse(t.schema.metadata.get('loupe')!);
    expect(meta.query.resultsKey).toBe(key);
    expect(meta.data).toBeUndefined();
    expect((await arrow(alpha, { key, rows: 10 })).table!.numRows).toBe(10);
  });

  it('404 for an unknown key, 403 for another user’s results (admins read all), 400 for a bad q', async () => {
    expect((await results(alpha, { key: 'no-such-key' })).status).toBe(404);
    const other = await results(alpha2, { key, rows: 1 });
    expect(other.status).toBe(403);
    expect(other.body.errors[0]!.error_type).toBe('QUERY_SECURITY_ACCESS_ERROR');
    expect((await results(rig.admin, { key, rows: 1 })).status).toBe(200);
    expect((await alpha.get('/api/v1/sqllab/results/?q=(nokey:1)')).status).toBe(400);
  });

  it('exports CSV of the stored results, streamed, and only to its owner', async () => {
    const run = await alpha.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: rig.sqliteId,
      sql: 'SELECT id, name, \'say "hi", ok\' AS q FROM t ORDER BY id',
    });
    const id = run.body.query.id;
    const csv = await alpha.get(`/api/v1/sqllab/export/${id}/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toBe('id,name,q\r\n1,a;b,"say ""hi"", ok"\r\n2,c,"say ""hi"", ok"\r\n3,d,"say ""hi"", ok"\r\n');
    expect((await alpha2.get(`/api/v1/sqllab/export/${id}/`)).status).toBe(403);
    expect((await alpha.get('/api/v1/sqllab/export/nope/')).status).toBe(404);
  });

  it('escapes spreadsheet formulas in the CSV export, but not negative numbers', async () => {
    const sql = "SELECT '=cmd|'' /C calc''!A0' AS \"=f\", -1 AS n, '-2' AS s";
    const run = await alpha.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: rig.sqliteId,
      sql,
    });
    const csv = await alpha.get(`/api/v1/sqllab/export/${run.body.query.id}/`);
    expect(csv.text).toBe("'=f,n,s\r\n'=cmd\\|' /C calc'!A0,-1,-2\r\n");
  });

  it('410 once results expire; the CSV export re-runs a read-only query', async () => {
    const run = await alpha.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: rig.duckId,
      sql: 'SELECT id FROM t ORDER BY id LIMIT 3',
    });
    await new Promise((r) => setTimeout(r, 3200));
    const gone = await results(alpha, { key: run.body.query.resultsKey });
    expect(gone.status).toBe(410);
    expect(gone.body.errors[0]).toMatchObject({
      error_type: 'RESULTS_BACKEND_ERROR',
      message: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
    });
    const csv = await alpha.get(`/api/v1/sqllab/export/${run.body.query.id}/`);
    expect(csv.status).toBe(200);
    expect(csv.text).toBe('id\r\n0\r\n1\r\n2\r\n');
  });
});
