import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

// The owners rule of the REST conventions (server/rest/owners.ts), through the dataset API.
let h: BootedLoupe;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-owners-'));
let admin: ApiClient;
let alpha: ApiClient;
let alphaId: number;
let bobId: number;
let dbId: number;

beforeAll(async () => {
  h = await bootLoupe({ config: { preventUnsafeDbConnections: false } });
  admin = await h.login();
  const file = path.join(files, 'owners.sqlite');
  const s = new Database(file);
  s.exec('CREATE TABLE t1 (id INTEGER); CREATE TABLE t2 (id INTEGER); CREATE TABLE t3 (id INTEGER);');
  s.exec('CREATE TABLE t4 (id INTEGER); CREATE TABLE t5 (id INTEGER);');
  s.close();
  const res = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: 'owners_db',
    sqlalchemy_uri: `sqlite:///${file}`,
  });
  expect(res.status, res.text).toBe(201);
  dbId = res.body.id;
  alphaId = await h.loupe.security.users.create({ username: 'own_alpha', password: 'alpha-pw-1', roles: ['Alpha'] });
  bobId = await h.loupe.security.users.create({ username: 'own_bob', password: 'bob-pw-1', roles: ['Alpha'] });
  alpha = await h.login('own_alpha', 'alpha-pw-1');
}, 120_000);
afterAll(async () => {
  await h?.close();
  fs.rmSync(files, { recursive: true, force: true });
});

const ownersOf = async (id: number) =>
  (await admin.get<{ result: { owners: { id: number }[] } }>(`/api/v1/dataset/${id}`)).body.result.owners
    .map((o) => o.id)
    .sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('owners on create and update (Superset populate_owner_list)', () => {
  it('makes a non-admin creator an owner whatever the body names', async () => {
    const named = await alpha.post<{ id: number; result: { owners: number[] } }>('/api/v1/dataset/', {
      database: dbId,
      table_name: 't1',
      owners: [bobId],
    });
    expect(named.status, named.text).toBe(201);
    expect(sorted(named.body.result.owners)).toEqual(sorted([alphaId, bobId]));
    expect(await ownersOf(named.body.id)).toEqual(sorted([alphaId, bobId]));
    const none = await alpha.post<{ id: number }>('/api/v1/dataset/', { database: dbId, table_name: 't2', owners: [] });
    expect(await ownersOf(none.body.id)).toEqual([alphaId]);
    const absent = await alpha.post<{ id: number }>('/api/v1/dataset/', { database: dbId, table_name: 't3' });
    expect(await ownersOf(absent.body.id)).toEqual([alphaId]);
  });

  it('gives an admin exactly the owners named', async () => {
    const res = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: dbId,
      table_name: 't4',
      owners: [bobId],
    });
    expect(res.status, res.text).toBe(201);
    expect(await ownersOf(res.body.id)).toEqual([bobId]);
  });

  it('keeps a non-admin among the owners of an update; an admin may set them freely', async () => {
    const id = (await alpha.post<{ id: number }>('/api/v1/dataset/', { database: dbId, table_name: 't5' })).body.id;
    expect((await alpha.put(`/api/v1/dataset/${id}`, { owners: [bobId] })).status).toBe(200);
    expect(await ownersOf(id)).toEqual(sorted([alphaId, bobId]));
    expect((await alpha.put(`/api/v1/dataset/${id}`, { owners: [] })).status).toBe(200);
    expect(await ownersOf(id)).toEqual([alphaId]);
    expect((await alpha.put(`/api/v1/dataset/${id}`, { description: 'kept' })).status).toBe(200);
    expect(await ownersOf(id)).toEqual([alphaId]);
    expect((await admin.put(`/api/v1/dataset/${id}`, { owners: [bobId] })).status).toBe(200);
    expect(await ownersOf(id)).toEqual([bobId]);
  });

  it('refuses an owner that is not a user: 422, nothing written', async () => {
    const before = await h.loupe.store.db.selectFrom('tables').select('id').execute();
    const res = await alpha.post('/api/v1/dataset/', { database: dbId, table_name: 't1x', owners: [987654] });
    expect([res.status, res.body]).toEqual([422, { message: { owners: ['Owners are invalid'] } }]);
    expect(await h.loupe.store.db.selectFrom('tables').select('id').execute()).toEqual(before);
  });
});
