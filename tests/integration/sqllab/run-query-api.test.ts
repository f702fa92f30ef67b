import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { cid } from './sqllab-rig.test-support.ts';

let h: BootedLoupe;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-qapi-files-'));
let admin: ApiClient;
let ada: ApiClient;
let bob: ApiClient;
let dbId: number;
let adaQuery = '';
let adaId = 0;
const q = (v: unknown) => encodeURIComponent(rison.encode(v));

beforeAll(async () => {
  h = await bootLoupe({ config: { preventUnsafeDbConnections: false } });
  admin = await h.login();
  const file = path.join(files, 'qapi.sqlite');
  const s = new Database(file);
  s.exec('CREATE TABLE items (id INTEGER); INSERT INTO items VALUES (1), (2);');
  s.close();
  dbId = (
    await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'qapi',
      sqlalchemy_uri: `sqlite:///${file}`,
      expose_in_sqllab: true,
    })
  ).body.id;
  adaId = await h.loupe.security.users.create({
    username: 'ada',
    password: 'ada-password',
    roles: ['Alpha', 'sql_lab'],
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await h.loupe.security.users.create({ username: 'bob', password: 'bob-password', roles: ['Alpha', 'sql_lab'] });
  ada = await h.login('ada', 'ada-password');
  bob = await h.login('bob', 'bob-password');
  adaQuery = cid('ada');
  expect(
    (
      await ada.post('/api/v1/sqllab/execute/', {
        client_id: adaQuery,
        database_id: dbId,
        sql: 'SELECT id FROM main.items',
        tab: 'Ada tab',
        schema: 'main',
        sql_editor_id: '41',
      })
    ).status,
  ).toBe(200);
  await ada.post('/api/v1/sqllab/execute/', {
    client_id: cid('adb'),
    database_id: dbId,
    sql: 'SELECT nope FROM items',
  });
  await bob.post('/api/v1/sqllab/execute/', { client_id: cid('bob'), database_id: dbId, sql: 'SELECT 2' });
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(files, { recursive: true, force: true });
});

type ListBody = { count: number; result: Record<string, unknown>[] };

describe('/api/v1/query/', () => {
  it('lists Superset’s list columns; a user sees only their own queries, an admin everyone’s', async () => {
    const mine = await ada.get<ListBody>('/api/v1/query/');
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBe(2);
    const row = mine.body.result.find((r) => r.tab_name === 'Ada tab')!;
    expect(row).toMatchObject({
      database: { database_name: 'qapi' },
      rows: 2,
      status: 'success',
      schema: 'main',
      user: { id: adaId },
    });
    expect(row.sql_tables).toEqual([{ table: 'items', schema: 'main', catalog: null }]);
    expect(typeof row.start_time).toBe('number');
    expect((await bob.get<ListBody>('/api/v1/query/')).body.count).toBe(1);
    expect((await admin.get<ListBody>('/api/v1/query/')).body.count).toBe(3);
  });

  it('filters by status and database, orders, and shows one query (404 for someone else’s)', async () => {
    const failed = await ada.get<ListBody>(
      `/api/v1/query/?q=${q({ filters: [{ col: 'status', opr: 'eq', value: 'failed' }] })}`,
    );
    expect(failed.body.count).toBe(1);
    const byDb = await admin.get<ListBody>(
      `/api/v1/query/?q=${q({ filters: [{ col: 'database', opr: 'rel_o_m', value: dbId }], order_column: 'rows', order_direction: 'asc' })}`,
    );
    expect(byDb.body.count).toBe(3);
    const id = (await ada.get<ListBody>('/api/v1/query/')).body.result.find((r) => r.tab_name === 'Ada tab')!
      .id as number;
    const show = await ada.get<{ id: number; result: Record<string, unknown> }>(`/api/v1/query/${id}`);
    expect(show.status).toBe(200);
    expect(show.body.result).toMatchObject({
      client_id: adaQuery,
      database: { id: dbId },
      sql: 'SELECT id FROM main.items',
      tab_name: 'Ada tab',
      status: 'success',
      limit: 1000,
    });
    expect((await bob.get(`/api/v1/query/${id}`)).status).toBe(404);
  });

  it('filters on sql_editor_id, as SQL Lab’s query history for one tab asks', async () => {
    const forTab = (c: ApiClient, id: string) =>
      c.get<ListBody>(
        `/api/v1/query/?q=${q({ filters: [{ col: 'sql_editor_id', opr: 'eq', value: id }], order_column: 'start_time', order_direction: 'desc' })}`,
      );
    const tab = await forTab(ada, '41');
    expect(tab.status).toBe(200);
    expect(tab.body.result.map((r) => r.client_id)).toEqual([adaQuery]);
    expect(tab.body.result[0]).toMatchObject({
      sql_editor_id: '41',
      tab_name: 'Ada tab',
      database: { id: dbId, database_name: 'qapi' },
      status: 'success',
      limit: 1000,
      select_as_cta: false,
    });
    expect(typeof tab.body.result[0]!.results_key === 'string' || tab.body.result[0]!.results_key === null).toBe(true);
    expect((await forTab(ada, '42')).body.count).toBe(0);
    // Still only the caller's own queries: another user asking for the same tab id sees none of Ada's.
    expect((await forTab(bob, '41')).body.count).toBe(0);
    const unknownOp = await ada.get(
      `/api/v1/query/?q=${q({ filters: [{ col: 'sql_editor_id', opr: 'rel_o_m', value: '41' }] })}`,
    );
    expect(unknownOp.status).toBe(400);
  });

  it('related user and database, distinct status', async () => {
    const dbs = await admin.get<{ result: { value: number; text: string }[] }>('/api/v1/query/related/database');
    expect(dbs.body.result.map((r) => r.text)).toContain('qapi');
    const users = await admin.get<{ result: { text: string }[] }>('/api/v1/query/related/user');
    expect(users.status).toBe(200);
    const statuses = await ada.get<{ result: { value: string }[] }>('/api/v1/query/distinct/status');
    expect(statuses.body.result.map((r) => r.value).sort()).toEqual(['failed', 'success']);
  });

  it('updated_since answers the caller’s Query dicts changed after the time', async () => {
    const before = Date.now() - 60_000;
    const res = await ada.get<{ result: { id: string; state: string; db: string; changed_on: string }[] }>(
      `/api/v1/query/updated_since?q=${q({ last_updated_ms: before })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.map((r) => r.state).sort()).toEqual(['failed', 'success']);
    expect(res.body.result.find((r) => r.id === adaQuery)).toMatchObject({ db: 'qapi', state: 'success' });
    const later = await ada.get<{ result: unknown[] }>(
      `/api/v1/query/updated_since?q=${q({ last_updated_ms: Date.now() + 1000 })}`,
    );
    expect(later.body.result).toEqual([]);
    expect((await ada.get('/api/v1/query/updated_since')).status).toBe(400);
  });
});

describe('the web bootstrap', () => {
  it('hands the client SQL Lab’s limits and the dashboard query cap as common.conf', async () => {
    const res = await ada.request('GET', '/superset/welcome/', undefined, { accept: 'text/html' });
    const m = /data-bootstrap="([^"]*)"/.exec(res.text);
    const boot = JSON.parse(
      m![1]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(boot.common.conf).toEqual({
      SQL_MAX_ROW: 1_000_000,
      DISPLAY_MAX_ROW: 10_000,
      DEFAULT_SQLLAB_LIMIT: 1000,
      SQLLAB_TIMEOUT: 30,
      SQLLAB_ASYNC_TIME_LIMIT_SEC: 21_600,
      DASHBOARD_QUERY_CONCURRENCY: 6,
    });
  });
});
