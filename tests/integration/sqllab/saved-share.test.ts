import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { postForm, sqlLabUser } from './saved-query.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  alice = (await sqlLabUser(h, 'share_alice')).client;
  bob = (await sqlLabUser(h, 'share_bob')).client;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('SQL Lab permalinks', () => {
  const state = {
    dbId: 1,
    name: 'Shared one',
    schema: 'public',
    sql: 'SELECT 1',
    autorun: false,
    templateParams: '{"x":1}',
  };

  it('stores the shared tab (201 {key, url}) and any SQL Lab user opens it by key', async () => {
    const res = await alice.post<{ key: string; url: string }>('/api/v1/sqllab/permalink', state);
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.url).toBe(`${h.url}/sqllab/p/${res.body.key}`);
    const got = await bob.get(`/api/v1/sqllab/permalink/${res.body.key}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(state);
    const page = await bob.get(`/sqllab/p/${res.body.key}`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/sqllab/?permalink=${res.body.key}`);
  });

  it('answers 404 for unknown or malformed keys and 400 for bad bodies', async () => {
    expect((await bob.get('/api/v1/sqllab/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await bob.get('/api/v1/sqllab/permalink/nope')).status).toBe(404);
    expect((await alice.post('/api/v1/sqllab/permalink', { name: 'no sql' })).status).toBe(400);
    expect((await alice.post('/api/v1/sqllab/permalink', { dbId: 'x', sql: 'SELECT 1' })).status).toBe(400);
    expect((await alice.post('/api/v1/sqllab/permalink', { ...state, extra: 1 })).status).toBe(400);
    expect((await h.anonymous().get('/api/v1/sqllab/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(401);
  });
});

describe('/kv/ (legacy shared queries)', () => {
  it('stores form data and gives it back as text under /kv/<id>/ and /kv/<id>', async () => {
    const value = JSON.stringify({ dbId: 1, title: 'old share', sql: 'SELECT 2', schema: null, autorun: true });
    const res = await postForm<{ id: number }>(admin, 'POST', '/kv/store/', { data: value });
    expect(res.status).toBe(200);
    expect(res.body.id).toEqual(expect.any(Number));
    for (const path of [`/kv/${res.body.id}/`, `/kv/${res.body.id}`]) {
      const got = await admin.get(path);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toContain('text/plain');
      expect(got.text).toBe(value);
    }
  });

  it('keeps kv and permalink entries apart, and answers 404/400 for bad input', async () => {
    await alice.post('/api/v1/sqllab/permalink', { dbId: 1, sql: 'SELECT 3' });
    const permalinkRow = await h.loupe.store.db
      .selectFrom('key_value')
      .select('id')
      .where('resource', '=', 'sqllab_permalink')
      .executeTakeFirstOrThrow();
    expect((await admin.get(`/kv/${permalinkRow.id}/`)).status).toBe(404);
    expect((await admin.get('/kv/999999/')).status).toBe(404);
    expect((await admin.get('/kv/abc/')).status).toBe(404);
    expect((await postForm(admin, 'POST', '/kv/store/', {})).status).toBe(400);
    expect((await postForm(admin, 'POST', '/kv/store/', { data: 'x'.repeat(61_441) })).status).toBe(400);
    expect(
      (await admin.request('POST', '/kv/store/', 'data=x', { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(400);
  });
});
