import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

let h: BootedLoupe;
let admin: ApiClient;
let examplesId: number;

interface DatasetShow {
  result: {
    id: number;
    kind: string;
    sql: string;
    table_name: string;
    schema: string;
    is_managed_externally: boolean;
    external_url: string | null;
    columns: { column_name: string; type: string; is_dttm: boolean }[];
  };
}

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  const dbs = await admin.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
  examplesId = dbs.body.result.find((d) => d.database_name === 'examples')!.id;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a virtual dataset from a SQL Lab query (POST /api/v1/dataset/)', () => {
  let id: number;
  const sql = 'SELECT name, gender, ds, num AS births FROM birth_names WHERE num > 0';

  it('creates it with the body the Create dataset dialog sends, its columns read from the SQL', async () => {
    const res = await admin.post<{ id: number; result: Record<string, unknown> }>('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      sql,
      table_name: 'births_from_sqllab',
      is_managed_externally: false,
      external_url: null,
    });
    expect(res.status).toBe(201);
    id = res.body.id;
    const show = await admin.get<DatasetShow>(`/api/v1/dataset/${id}`);
    expect(show.body.result).toMatchObject({
      kind: 'virtual',
      sql,
      table_name: 'births_from_sqllab',
      schema: 'main',
      is_managed_externally: false,
      external_url: null,
    });
    const cols = Object.fromEntries(show.body.result.columns.map((c) => [c.column_name, c]));
    expect(Object.keys(cols).sort()).toEqual(['births', 'ds', 'gender', 'name']);
    expect(cols.ds!.is_dttm).toBe(true);
    expect(cols.name!.is_dttm).toBe(false);
  });

  it('is a datasource charts can query', async () => {
    const res = await admin.post<{ result: { data: Record<string, unknown>[]; colnames: string[] }[] }>(
      '/api/v1/chart/data',
      {
        datasource: { id, type: 'table' },
        queries: [
          {
            columns: ['gender'],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(births)', label: 'total' }],
            orderby: [['gender', true]],
            row_limit: 10,
          },
        ],
        result_format: 'json',
        result_type: 'full',
      },
    );
    expect(res.status).toBe(200);
    const q = res.body.result[0]!;
    expect(q.colnames).toEqual(['gender', 'total']);
    expect(q.data.map((r) => r.gender)).toEqual(['boy', 'girl']);
    expect(q.data.every((r) => Number(r.total) > 0)).toBe(true);
  });

  it('refuses a duplicate name (422) and SQL the engine cannot run (4xx, nothing created)', async () => {
    const dup = await admin.post('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      sql: 'SELECT 1 AS x',
      table_name: 'births_from_sqllab',
    });
    expect(dup.status).toBe(422);
    const broken = await admin.post('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      sql: 'SELECT nope FROM no_such_table',
      table_name: 'broken_one',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const list = await admin.get<{ count: number }>(
      `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:broken_one)))')}`,
    );
    expect(list.body.count).toBe(0);
  });
});
