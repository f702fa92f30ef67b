import { tableFromIPC } from 'apache-arrow';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootSqlLabRig, cid, type SqlLabRig } from './sqllab-rig.test-support.ts';

// A synchronous run on DuckDB streams its rows: Loupe's client (stream_results) gets the first
// rows while the rest is still coming in and follows them through the Arrow results; Superset's
// client (no stream_results) gets the whole answer as before.
type Payload = {
  status: string;
  data: Record<string, unknown>[];
  columns: { name: string }[];
  query: { resultsKey: string; rows: number | null; state: string; limitingFactor: string };
  displayLimitReached?: boolean;
};

let rig: SqlLabRig;
let admin: ApiClient;
beforeAll(async () => {
  rig = await bootSqlLabRig({ config: { sqllabDisplayMaxRow: 100 } });
  admin = await rig.h.login();
});
afterAll(() => rig?.close());

const ROWS = 50_000;
// 1e14 · i passes 2^53 from i = 91: those values come as text and must stay exact.
const SQL = `SELECT i AS id, i * 100000000000000 AS big, 'r' || i AS label FROM range(${ROWS}) t(i) ORDER BY i`;

const execute = (extra: Record<string, unknown>) =>
  admin.post<Payload>('/api/v1/sqllab/execute/', {
    client_id: cid(),
    database_id: rig.duckId,
    sql: SQL,
    queryLimit: ROWS,
    ...extra,
  });

const resultsJson = (key: string) =>
  admin.get<Payload>(`/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode({ key }))}`);

async function arrowRows(key: string) {
  const res = await fetch(`${admin.baseUrl}/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode({ key }))}`, {
    headers: { accept: 'application/vnd.apache.arrow.stream', authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  return tableFromIPC(new Uint8Array(await res.arrayBuffer()));
}

describe('streamed SQL Lab runs', () => {
  it('answers the first rows while the rest streams in, and the Arrow results follow every row', async () => {
    const run = await execute({ stream_results: true });
    expect(run.status).toBe(200);
    expect(run.body.query.state).toBe('fetching');
    expect(run.body.displayLimitReached).toBe(true);
    expect(run.body.data).toHaveLength(100);
    expect(run.body.data[1]).toEqual({ id: 1, big: 100_000_000_000_000, label: 'r1' });
    expect(run.body.data[99]!.big).toBe('9900000000000000');

    const t = await arrowRows(run.body.query.resultsKey);
    expect(t.numRows).toBe(ROWS);
    expect(t.schema.fields.map((f) => f.name)).toEqual(['id', 'big', 'label']);
    expect(t.getChild('big')!.get(ROWS - 1)).toBe(BigInt(ROWS - 1) * 100_000_000_000_000n);
    expect(t.getChild('label')!.get(ROWS - 1)).toBe(`r${ROWS - 1}`);
    const ids = t.getChild('id')!.toArray() as ArrayLike<number | bigint>;
    for (let i = 0; i < ROWS; i += 997) expect(Number(ids[i])).toBe(i);

    // Once stored: the JSON results and the row say it all.
    const json = await resultsJson(run.body.query.resultsKey);
    expect(json.status).toBe(200);
    expect(json.body.query.state).toBe('success');
    expect(json.body.query.rows).toBe(ROWS);
    expect(json.body.data).toHaveLength(100);
    expect(json.body.data[99]).toEqual({ id: 99, big: '9900000000000000', label: 'r99' });
  });

  it("answers Superset's client only when every row is stored, and cuts at the row limit", async () => {
    const whole = await execute({});
    expect(whole.body.query.state).toBe('success');
    expect(whole.body.query.rows).toBe(ROWS);
    expect(whole.body.data).toHaveLength(100);

    const cut = await execute({ stream_results: true, queryLimit: 3000 });
    const t = await arrowRows(cut.body.query.resultsKey);
    expect(t.numRows).toBe(3000);
    const json = await resultsJson(cut.body.query.resultsKey);
    expect(json.body.query.rows).toBe(3000);
    expect(json.body.query.limitingFactor).toBe('DROPDOWN');
  });

  it('streams a small or empty result as one answer with its columns', async () => {
    const empty = await admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: rig.duckId,
      sql: 'SELECT 1 AS a, 2 AS b WHERE false',
      stream_results: true,
    });
    expect(empty.body.query.state).toBe('success');
    expect(empty.body.data).toEqual([]);
    expect(empty.body.columns.map((c) => c.name)).toEqual(['a', 'b']);
    const small = await admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: cid(),
      database_id: rig.duckId,
      sql: 'SELECT 1 AS a, NULL AS b',
      stream_results: true,
    });
    expect(small.body.query.state).toBe('success');
    expect(small.body.data).toEqual([{ a: 1, b: null }]);
  });

  it('stops a run while its rows stream in: the row is stopped and nothing is stored', async () => {
    const clientId = cid();
    const run = await admin.post<Payload>('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: rig.duckId,
      // Slow enough to stop half way: every row is a little work.
      sql: "SELECT i, md5(i::VARCHAR) AS h, repeat('x', 200) AS pad FROM range(1000000) t(i)",
      queryLimit: 1_000_000,
      stream_results: true,
    });
    expect(run.body.query.state).toBe('fetching');
    const stop = await admin.post<{ result: string }>('/api/v1/query/stop', { client_id: clientId });
    expect(stop.status).toBe(200);
    await expect.poll(async () => (await resultsJson(run.body.query.resultsKey)).status, { timeout: 20_000 }).toBe(410);
    const t = await fetch(
      `${admin.baseUrl}/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode({ key: run.body.query.resultsKey }))}`,
      { headers: { accept: 'application/vnd.apache.arrow.stream', authorization: `Bearer ${admin.token}` } },
    );
    expect(t.status).toBe(410);
  });
});
