import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

/** The foundation's "done means", as a client would do it against a fresh Loupe. */
let h: BootedLoupe;
let admin: ApiClient;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
}, 120_000);
afterAll(() => h?.close());

interface DatasetList {
  count: number;
  ids: number[];
  result: {
    id: number;
    table_name: string;
    database: { id: number; database_name: string };
    kind: string;
    owners: { id: number }[];
  }[];
}

describe('a fresh Loupe with the examples', () => {
  it('serves the login page', async () => {
    const res = await fetch(`${h.url}/login/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="csrf_token"');
  });

  it('finds birth_names through the dataset list filter, with its columns and metrics', async () => {
    await admin.csrfToken();
    const list = await admin.get<DatasetList>(
      '/api/v1/dataset/?q=' + encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))'),
    );
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    const ds = list.body.result[0]!;
    expect(ds.table_name).toBe('birth_names');
    expect(ds.database.database_name).toBe('examples');
    expect(ds.kind).toBe('physical');

    const show = await admin.get<{
      result: {
        columns: { column_name: string; type: string; is_dttm: boolean; type_generic: number }[];
        metrics: { metric_name: string; expression: string }[];
        main_dttm_col: string;
      };
    }>(`/api/v1/dataset/${ds.id}`);
    expect(show.status).toBe(200);
    const cols = Object.fromEntries(show.body.result.columns.map((c) => [c.column_name, c]));
    expect(Object.keys(cols).sort()).toEqual(['ds', 'gender', 'name', 'num', 'num_boys', 'num_girls', 'state']);
    expect(cols.ds!.is_dttm).toBe(true);
    expect(cols.ds!.type_generic).toBe(2);
    expect(cols.num!.type_generic).toBe(0);
    expect(cols.name!.type_generic).toBe(1);
    expect(show.body.result.main_dttm_col).toBe('ds');
    expect(show.body.result.metrics.map((m) => [m.metric_name, m.expression]).sort()).toEqual([
      ['count', 'COUNT(*)'],
      ['sum__num', 'SUM(num)'],
    ]);
  });

  it('registers every example table as a dataset of the examples database', async () => {
    const list = await admin.get<DatasetList>(
      '/api/v1/dataset/?q=' + encodeURIComponent('(order_column:table_name,order_direction:asc,page_size:100)'),
    );
    expect(list.body.result.map((d) => d.table_name)).toEqual(['birth_names', 'facts', 'sales', 'wide_table']);
  });

  it('answers column values for a filter select', async () => {
    const list = await admin.get<DatasetList>(
      '/api/v1/dataset/?q=' + encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))'),
    );
    const id = list.body.ids[0];
    const values = await admin.get<{ result: string[] }>(`/api/v1/datasource/table/${id}/column/gender/values/`);
    expect(values.status).toBe(200);
    expect(values.body.result).toEqual(['boy', 'girl']);
    const missing = await admin.get(`/api/v1/datasource/table/${id}/column/nope/values/`);
    expect(missing.status).toBe(400);
  });

  it('browses the examples database: schemas, tables, table metadata', async () => {
    const dbs = await admin.get<{ result: { id: number; database_name: string; backend: string }[] }>(
      '/api/v1/database/',
    );
    const examples = dbs.body.result.find((d) => d.database_name === 'examples')!;
    expect(examples.backend).toBe('duckdb');
    const schemas = await admin.get<{ result: string[] }>(`/api/v1/database/${examples.id}/schemas/`);
    expect(schemas.body.result).toContain('main');
    const tables = await admin.get<{ count: number; result: { value: string; type: string }[] }>(
      `/api/v1/database/${examples.id}/tables/?q=` + encodeURIComponent('(schema_name:main)'),
    );
    expect(tables.body.result.map((t) => t.value)).toEqual(
      expect.arrayContaining(['birth_names', 'sales', 'facts', 'wide_table']),
    );
    const md = await admin.get<{ name: string; columns: { name: string }[]; selectStar: string; primaryKey: unknown }>(
      `/api/v1/database/${examples.id}/table_metadata/?name=birth_names&schema=main`,
    );
    expect(md.status).toBe(200);
    expect(md.body.name).toBe('birth_names');
    expect(md.body.columns.map((c) => c.name)).toContain('num_girls');
    expect(md.body.selectStar).toMatch(/^SELECT[\s\S]*FROM[\s\S]*birth_names[\s\S]*LIMIT 100$/);
    const missing = await admin.get(`/api/v1/database/${examples.id}/table_metadata/?name=no_such_table&schema=main`);
    expect(missing.status).toBe(404);
  });
});
