import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

/** Bad input gets a clear 4xx in the reference's envelope, and writes nothing. */
let h: BootedLoupe;
let admin: ApiClient;
const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
}, 120_000);
afterAll(() => h?.close());

async function counts() {
  const db = h.loupe.store.db;
  const n = async (t: string) =>
    Number(
      (
        await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    dbs: await n('dbs'),
    tables: await n('tables'),
    columns: await n('table_columns'),
    metrics: await n('sql_metrics'),
  };
}

describe('bad input', () => {
  it('malformed rison: 400 "Not a valid rison argument"', async () => {
    const res = await admin.get('/api/v1/dataset/' + q('(filters:!((col:table_name,opr:eq,value:x)'));
    expect([res.status, res.body]).toEqual([400, { message: 'Not a valid rison argument' }]);
  });

  it('rison of the wrong shape: 400 naming the problem', async () => {
    const res = await admin.get<{ message: string }>('/api/v1/dataset/' + q('(page:abc)'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Not a valid rison schema/);
  });

  it('an unknown filter operator: 400', async () => {
    const res = await admin.get<{ message: string }>(
      '/api/v1/dataset/' + q('(filters:!((col:table_name,opr:zz,value:x)))'),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Filter operator: zz not allowed on column: table_name');
  });

  it('a column that is not searchable: 400', async () => {
    const res = await admin.get<{ message: string }>(
      '/api/v1/dataset/' + q('(filters:!((col:password,opr:eq,value:x)))'),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Filter column: password not allowed to filter');
  });

  it('invalid JSON: 400 "Request is not JSON", nothing written', async () => {
    const before = await counts();
    const res = await admin.request('POST', '/api/v1/dataset/', '{"database": 1, "table_name": ', {
      'x-csrftoken': await admin.csrfToken(),
      'content-type': 'application/json',
    });
    expect([res.status, res.body]).toEqual([400, { message: 'Request is not JSON' }]);
    expect(await counts()).toEqual(before);
  });

  it('wrong types: 400 with the field, nothing written', async () => {
    const before = await counts();
    const res = await admin.post<{ message: Record<string, string[]> }>('/api/v1/dataset/', {
      database: 'one',
      table_name: 7,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.message).sort()).toEqual(['database', 'table_name']);
    const db = await admin.post<{ message: Record<string, string[]> }>('/api/v1/database/', {
      database_name: 'x',
      sqlalchemy_uri: 'not a uri',
    });
    expect(db.status).toBe(400);
    expect(Object.keys(db.body.message)).toEqual(['sqlalchemy_uri']);
    expect(await counts()).toEqual(before);
  });

  it('a missing CSRF token: 400, nothing written', async () => {
    const before = await counts();
    const res = await admin.request('POST', '/api/v1/dataset/', { database: 1, table_name: 'sales' });
    expect([res.status, res.body]).toEqual([400, { message: 'The CSRF token is missing.' }]);
    expect(await counts()).toEqual(before);
  });

  it('an anonymous call: 401', async () => {
    const anon = h.anonymous();
    for (const path of ['/api/v1/dataset/', '/api/v1/database/', '/api/v1/dataset/_info']) {
      const res = await anon.get(path);
      expect([path, res.status, res.body]).toEqual([path, 401, { message: 'Not authorized' }]);
    }
  });

  it('a dataset on a table that does not exist: 422, nothing written', async () => {
    const before = await counts();
    const dbs = await admin.get<{ result: { id: number }[] }>('/api/v1/database/');
    const res = await admin.post<{ message: string }>('/api/v1/dataset/', {
      database: dbs.body.result[0]!.id,
      schema: 'main',
      table_name: 'no_such_table',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Table [no_such_table] could not be found, please double check your database connection, schema, and table name',
    );
    expect(await counts()).toEqual(before);
  });

  it('an update with duplicated metric names: 422, nothing changed', async () => {
    const list = await admin.get<{ ids: number[] }>(
      '/api/v1/dataset/' + q('(filters:!((col:table_name,opr:eq,value:sales)))'),
    );
    const before = await counts();
    const res = await admin.put(`/api/v1/dataset/${list.body.ids[0]}`, {
      metrics: [
        { metric_name: 'a', expression: 'COUNT(*)' },
        { metric_name: 'a', expression: 'SUM(1)' },
      ],
    });
    expect([res.status, res.body]).toEqual([422, { message: { metrics: ['One or more metrics are duplicated'] } }]);
    expect(await counts()).toEqual(before);
  });

  it('ids that are not ids: 404, never 500', async () => {
    for (const path of [
      '/api/v1/dataset/abc',
      '/api/v1/dataset/99999999999999999999',
      '/api/v1/database/-1/schemas/',
    ]) {
      const res = await admin.get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});
