import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';

/**
 * Every `related/<column>` naming databases and every `distinct/<column>` answers only what the
 * list it belongs to shows its caller (Superset's base filters: DatabaseFilter on databases, the
 * caller's own saved queries and queries). A Gamma with no data access sees no database name.
 */

type Options = { count: number; result: { value: unknown; text: unknown }[] };

let h: BootedLoupe;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-related-vis-'));
let admin: ApiClient;
/** Gamma, no data access. */
let gamma: ApiClient;
/** Gamma + sql_lab, no data access. */
let labNoData: ApiClient;
/** Gamma + sql_lab + database_access on examples. */
let lab: ApiClient;
let examplesId: number;
let hiddenId: number;
const q = (v: unknown) => encodeURIComponent(rison.encode(v));

async function options(client: ApiClient, url: string): Promise<Options> {
  const res = await client.get<Options>(url);
  expect(res.status, `${url}: ${res.text}`).toBe(200);
  return res.body;
}
const texts = (o: Options) => o.result.map((r) => r.text);

beforeAll(async () => {
  h = await bootLoupe({ examples: true, config: { preventUnsafeDbConnections: false } });
  admin = await h.login();
  const file = path.join(files, 'hidden.sqlite');
  const s = new Database(file);
  s.exec('CREATE TABLE secrets (id INTEGER); INSERT INTO secrets VALUES (1);');
  s.close();
  const created = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: 'hidden_db',
    sqlalchemy_uri: `sqlite:///${file}`,
    expose_in_sqllab: true,
  });
  expect(created.status, created.text).toBe(201);
  hiddenId = created.body.id;
  const examples = await examplesDatabase(h);
  examplesId = examples.id;
  gamma = await userWith(h, 'vis_gamma', ['Gamma']);
  labNoData = await userWith(h, 'vis_lab_nodata', ['Gamma', 'sql_lab']);
  lab = await userWith(h, 'vis_lab', ['Gamma', 'sql_lab'], [examples.perm]);

  // What the admin leaves around: a dataset, a saved query and a failed query on the hidden database.
  const ds = await admin.post('/api/v1/dataset/', { database: hiddenId, schema: 'main', table_name: 'secrets' });
  expect(ds.status, ds.text).toBe(201);
  const saved = await admin.post('/api/v1/saved_query/', {
    db_id: hiddenId,
    label: 'secret',
    schema: 'secret_schema',
    sql: 'SELECT 1',
  });
  expect(saved.status, saved.text).toBe(201);
  const failed = await admin.post('/api/v1/sqllab/execute/', {
    database_id: hiddenId,
    sql: 'SELECT * FROM no_such_table',
    client_id: 'visadmin01',
  });
  expect(failed.status).toBeGreaterThanOrEqual(400);
  // The lab user's own work on examples.
  const ran = await lab.post('/api/v1/sqllab/execute/', {
    database_id: examplesId,
    sql: 'SELECT 1 AS one',
    client_id: 'vislab0001',
  });
  expect(ran.status, ran.text).toBe(200);
  const mine = await lab.post('/api/v1/saved_query/', {
    db_id: examplesId,
    label: 'mine',
    schema: 'main',
    sql: 'SELECT 1',
  });
  expect(mine.status, mine.text).toBe(201);
}, 120_000);
afterAll(async () => {
  await h?.close();
  fs.rmSync(files, { recursive: true, force: true });
});

describe('related/database applies the database list’s base filter', () => {
  for (const resource of ['dataset', 'saved_query', 'query'] as const) {
    describe(`${resource}/related/database`, () => {
      const url = `/api/v1/${resource}/related/database`;
      const caller = (c: 'gamma' | 'labNoData') => (c === 'gamma' ? gamma : labNoData);
      // Gamma reads datasets but not saved queries or queries; a sql_lab user reads all three.
      const blind = resource === 'dataset' ? 'gamma' : 'labNoData';

      it('names no database to a caller with access to none, not even through include_ids', async () => {
        expect(await options(caller(blind), url)).toEqual({ count: 0, result: [] });
        const asked = await options(caller(blind), `${url}?q=${q({ include_ids: [examplesId, hiddenId] })}`);
        expect(asked.result).toEqual([]);
      });

      it('names only the databases the caller may list', async () => {
        const own = await options(lab, url);
        expect(texts(own)).toEqual(['examples']);
        expect(own.count).toBe(1);
        const asked = await options(lab, `${url}?q=${q({ include_ids: [hiddenId] })}`);
        expect(texts(asked)).toEqual(['examples']);
        expect(texts(await options(lab, `${url}?q=${q({ filter: 'hid' })}`))).toEqual([]);
      });

      it('matches the database list itself, and names every database to Admin', async () => {
        const list = await lab.get<{ result: { database_name: string }[] }>('/api/v1/database/');
        expect(list.body.result.map((d) => d.database_name)).toEqual(['examples']);
        expect(texts(await options(admin, url))).toEqual(['examples', 'hidden_db']);
      });
    });
  }
});

describe('distinct/<column> applies the list’s own base filter', () => {
  it('dataset/distinct/schema: no schema to a Gamma without access; only visible datasets’ schemas otherwise', async () => {
    expect(await options(gamma, '/api/v1/dataset/distinct/schema')).toEqual({ count: 0, result: [] });
    const adminSchemas = (await options(admin, '/api/v1/dataset/distinct/schema')).result.map((r) => r.value);
    expect(adminSchemas).toContain('main');
    const labDatasets = await lab.get<{ result: { schema: string | null }[] }>(
      `/api/v1/dataset/?q=${q({ page_size: 100 })}`,
    );
    const visible = [...new Set(labDatasets.body.result.map((d) => d.schema).filter((s) => s !== null))].sort();
    expect((await options(lab, '/api/v1/dataset/distinct/schema')).result.map((r) => r.value)).toEqual(visible);
  });

  it('saved_query/distinct/schema: only the caller’s own saved queries', async () => {
    // An admin's too (Superset's SavedQueryFilter has no admin exception).
    expect((await options(admin, '/api/v1/saved_query/distinct/schema')).result.map((r) => r.value)).toEqual([
      'secret_schema',
    ]);
    expect((await options(lab, '/api/v1/saved_query/distinct/schema')).result.map((r) => r.value)).toEqual(['main']);
    expect(await options(labNoData, '/api/v1/saved_query/distinct/schema')).toEqual({ count: 0, result: [] });
  });

  it('query/distinct/status: only the caller’s own queries', async () => {
    expect((await options(admin, '/api/v1/query/distinct/status')).result.map((r) => r.value)).toContain('failed');
    expect((await options(lab, '/api/v1/query/distinct/status')).result.map((r) => r.value)).toEqual(['success']);
    expect(await options(labNoData, '/api/v1/query/distinct/status')).toEqual({ count: 0, result: [] });
  });
});
