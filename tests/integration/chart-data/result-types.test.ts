import { tableFromIPC } from 'apache-arrow';
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { datasetId, postRaw, referenceBody, type QueryResultWire } from './chart-data.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let id: number;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  id = await datasetId(admin, 'birth_names');
}, 120_000);
afterAll(() => h?.close());

const table = () => referenceBody('09_table_raw_order_by.json', id);
const pie = () => referenceBody('05_pie_states.json', id);
const post = <T = { result: QueryResultWire[] }>(body: unknown) => admin.post<T>('/api/v1/chart/data', body);
const COLUMNS = ['ds', 'gender', 'name', 'num', 'num_boys', 'num_girls', 'state'];

describe('result_type', () => {
  it('samples: every dataset column, no metrics, no time filter, at most 1000 rows', async () => {
    const res = await post({ ...pie(), result_type: 'samples' });
    expect(res.status).toBe(200);
    const r = res.body.result[0]!;
    expect([...r.colnames].sort()).toEqual(COLUMNS);
    expect(r.rowcount).toBe(10); // the pie's row_limit, under SAMPLES_ROW_LIMIT
    expect(r.query).not.toMatch(/GROUP BY|SUM\(/);
    expect(r.query).not.toMatch(/"ds" >=/);
    expect(r.from_dttm).toBeNull();
    const big = await post({ ...pie(), queries: [{ ...pie().queries[0], row_limit: 5000 }], result_type: 'samples' });
    expect(big.body.result[0]!.rowcount).toBe(1000);
  });

  it('drill_detail: every column, filters kept, ordered by the first column', async () => {
    const res = await post({ ...table(), result_type: 'drill_detail' });
    expect(res.status).toBe(200);
    const r = res.body.result[0]!;
    expect([...r.colnames].sort()).toEqual(COLUMNS);
    expect(r.rowcount).toBe(50);
    for (const d of r.data) expect(['CA', 'NY']).toContain(d.state);
    const first = r.colnames[0]!;
    const values = r.data.map((d) => d[first] as number | string);
    expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('query: the SQL only, with values written in', async () => {
    const res = await post<{ result: { query: string; language: string }[] }>({ ...table(), result_type: 'query' });
    expect(res.status).toBe(200);
    expect(res.body.result[0]!.language).toBe('sql');
    expect(res.body.result[0]!.query).toContain("IN ('CA', 'NY')");
  });

  it('query: a validation problem comes back inside a 200', async () => {
    const res = await post<{ result: { error: string; language: string }[] }>({
      ...table(),
      queries: [{ columns: ['nope'] }],
      result_type: 'query',
    });
    expect(res.status).toBe(200);
    expect(res.body.result[0]!.error).toMatch(/nope/);
  });

  it('results: only data, colnames, coltypes, rowcount, sql_rowcount', async () => {
    const res = await post<{ result: Record<string, unknown>[] }>({ ...pie(), result_type: 'results' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.result[0]!).sort()).toEqual([
      'colnames',
      'coltypes',
      'data',
      'rowcount',
      'sql_rowcount',
    ]);
    expect(res.body.result[0]!.colnames).toEqual(['state', 'sum__num']);
  });

  it('columns: the dataset columns with their types', async () => {
    const res = await post<{
      result: { data: { column_name: string; verbose_name: string | null; dtype: string }[] }[];
    }>({ ...pie(), result_type: 'columns' });
    expect(res.status).toBe(200);
    const cols = res.body.result[0]!.data;
    expect(cols.map((c) => c.column_name).sort()).toEqual(COLUMNS);
    expect(cols.find((c) => c.column_name === 'ds')!).toMatchObject({
      verbose_name: 'Date',
      dtype: expect.stringMatching(/DATE|TIMESTAMP/),
    });
  });

  it('timegrains: the engine grains with their SQL', async () => {
    const res = await post<{ result: { data: { name: string; function: string; duration: string }[] }[] }>({
      ...pie(),
      result_type: 'timegrains',
    });
    expect(res.status).toBe(200);
    const day = res.body.result[0]!.data.find((g) => g.duration === 'P1D')!;
    expect(day.name).toBe('Day');
    expect(day.function).toContain('{col}');
  });

  it('post_processed: the full payload', async () => {
    const res = await post({ ...pie(), result_type: 'post_processed' });
    expect(res.status).toBe(200);
    expect(res.body.result[0]!.colnames).toEqual(['state', 'sum__num']);
  });
});

describe('result_format', () => {
  it('csv: the file itself, header then rows, dates as text', async () => {
    const res = await admin.post('/api/v1/chart/data', { ...table(), result_format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=superset_\d{8}_\d{6}\.csv$/);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('ds,name,gender,state,num');
    expect(lines).toHaveLength(51);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},[^,]+,(boy|girl),(CA|NY),\d+$/);
  });

  it('xlsx: a workbook exceljs opens, with the same rows as JSON', async () => {
    const json = (await post(table())).body.result[0]!;
    const res = await postRaw(h, admin, '/api/v1/chart/data', { ...table(), result_format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.rowCount).toBe(51);
    expect(ws.getRow(1).values).toEqual([undefined, 'ds', 'name', 'gender', 'state', 'num']);
    expect((ws.getCell('A2').value as Date).getTime()).toBe(json.data[0]!.ds);
    expect(ws.getCell('B2').value).toBe(json.data[0]!.name);
    expect(ws.getCell('E2').value).toBe(json.data[0]!.num);
  });

  it('arrow: an IPC stream tableFromIPC reads, typed, equal to the JSON rows', async () => {
    const json = (await post(table())).body.result[0]!;
    const res = await postRaw(h, admin, '/api/v1/chart/data', { ...table(), result_format: 'arrow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apache.arrow.stream');
    const t = tableFromIPC(new Uint8Array(await res.arrayBuffer()));
    expect(t.schema.fields.map((f) => [f.name, String(f.type)])).toEqual([
      ['ds', 'Timestamp<MILLISECOND>'],
      ['name', 'Utf8'],
      ['gender', 'Utf8'],
      ['state', 'Utf8'],
      ['num', 'Float64'],
    ]);
    expect(t.toArray().map((r) => r.toJSON())).toEqual(json.data);
    const meta = JSON.parse(t.schema.metadata.get('loupe.query_result')!);
    expect(meta).toMatchObject({
      colnames: json.colnames,
      coltypes: json.coltypes,
      rowcount: 50,
      status: 'success',
      cache_key: json.cache_key,
    });
  });

  it('csv of several queries: a ZIP of query_1.csv, query_2.csv', async () => {
    const body = pie();
    const res = await postRaw(h, admin, '/api/v1/chart/data', {
      ...body,
      queries: [body.queries[0], referenceBody('06_big_number_total.json', id).queries[0]],
      result_format: 'csv',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const file = path.join(h.dataDir, 'out.zip');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const listing = execFileSync('python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print("|".join(n+":"+z.read(n).decode().split("\\n")[0] for n in z.namelist()))',
      file,
    ])
      .toString()
      .trim();
    expect(listing).toBe('query_1.csv:state,sum__num|query_2.csv:count');
  });

  it('refuses CSV to a user without can_csv on Superset (403), JSON still allowed', async () => {
    const userId = await h.loupe.security.users.create({
      username: 'nocsv',
      password: 'nocsv-password',
      roles: ['Gamma'],
    });
    // Gamma with data access on birth_names but no can_csv.
    const db = h.loupe.store.db;
    const role = await db
      .insertInto('ab_role')
      .values({ name: 'birth_reader' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const perm = await db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('pv.id')
      .where('p.name', '=', 'datasource_access')
      .where('v.name', 'like', `%(id:${id})`)
      .executeTakeFirstOrThrow();
    await db.insertInto('ab_permission_view_role').values({ permission_view_id: perm.id, role_id: role.id }).execute();
    await db.insertInto('ab_user_role').values({ user_id: userId, role_id: role.id }).execute();
    const gammaCsv = await db
      .selectFrom('ab_permission_view_role as pvr')
      .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
      .select('pvr.id')
      .where('r.name', '=', 'Gamma')
      .where('p.name', '=', 'can_csv')
      .execute();
    if (gammaCsv.length)
      await db
        .deleteFrom('ab_permission_view_role')
        .where(
          'id',
          'in',
          gammaCsv.map((g) => g.id),
        )
        .execute();
    const client = await h.login('nocsv', 'nocsv-password');
    expect((await client.post('/api/v1/chart/data', pie())).status).toBe(200);
    const csv = await client.post('/api/v1/chart/data', { ...pie(), result_format: 'csv' });
    expect(csv.status).toBe(403);
  });
});
