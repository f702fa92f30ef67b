import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { MYSQL_URL, PG_URL } from '../../harness/services.ts';

let h: BootedLoupe;
let admin: ApiClient;
const table = `loupe_catalog_${process.pid}_${Date.now().toString(36)}`;

/** This machine's PostgreSQL, with a password in the URI (trust auth ignores it). */
const pgUri = (() => {
  const u = new URL(PG_URL);
  u.password = 's3cr:et@pw';
  return u.toString();
})();

beforeAll(async () => {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(
    `CREATE TABLE ${table} (id serial PRIMARY KEY, region text NOT NULL, amount numeric(10,2), sold_at timestamp)`,
  );
  await c.query(`CREATE INDEX ${table}_region_ix ON ${table} (region)`);
  await c.query(`COMMENT ON TABLE ${table} IS 'sales for the catalog test'`);
  await c.query(
    `INSERT INTO ${table} (region, amount, sold_at) VALUES ('EU', 10.5, '2024-01-02 03:04:05'), ('US', 20, '2024-02-03 04:05:06'), ('EU', 3, null)`,
  );
  await c.end();
  h = await bootLoupe();
  admin = await h.login();
}, 120_000);

afterAll(async () => {
  await h?.close();
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`DROP TABLE IF EXISTS ${table}`);
  await c.end();
});

describe('databases', () => {
  let id: number;

  it('tests a good connection, and explains a bad one field by field', async () => {
    expect((await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: pgUri })).body).toEqual({
      message: 'OK',
    });
    const refused = await admin.post<{
      errors: { error_type: string; extra: { invalid?: string[]; issue_codes: unknown[] } }[];
    }>('/api/v1/database/test_connection/', {
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]!.error_type).toMatch(/^CONNECTION_/);
    expect(refused.body.errors[0]!.extra.issue_codes.length).toBeGreaterThan(0);
    const unknownDb = await admin.post<{ errors: { error_type: string }[] }>('/api/v1/database/test_connection/', {
      sqlalchemy_uri: PG_URL.replace(/\/test$/, '/no_such_db_here'),
    });
    expect(unknownDb.body.errors[0]!.error_type).toBe('CONNECTION_UNKNOWN_DATABASE_ERROR');
  });

  it('creates a connection, masks its password everywhere and encrypts it at rest', async () => {
    const res = await admin.post<{ id: number; result: { sqlalchemy_uri: string; database_name: string } }>(
      '/api/v1/database/',
      { database_name: 'warehouse', sqlalchemy_uri: pgUri, expose_in_sqllab: true },
    );
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body.result.sqlalchemy_uri).toContain(':XXXXXXXXXX@');
    const conn = await admin.get<{ result: { sqlalchemy_uri: string; parameters: { password: string } } }>(
      `/api/v1/database/${id}/connection`,
    );
    expect(conn.body.result.sqlalchemy_uri).toContain(':XXXXXXXXXX@');
    expect(JSON.stringify(conn.body)).not.toContain('s3cr');
    const show = await admin.get(`/api/v1/database/${id}`);
    expect(JSON.stringify(show.body)).not.toContain('s3cr');
    const row = await h.loupe.store.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sqlalchemy_uri).not.toContain('s3cr');
    expect(row.password).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain('s3cr');
  });

  it('refuses a second database of the same name', async () => {
    const res = await admin.post('/api/v1/database/', { database_name: 'warehouse', sqlalchemy_uri: pgUri });
    expect([res.status, res.body]).toEqual([
      422,
      { message: { database_name: 'A database with the same name already exists.' } },
    ]);
  });

  it('keeps the stored password when an edit sends the masked URI back', async () => {
    const masked = pgUri.replace(/:[^:@/]+@/, ':XXXXXXXXXX@');
    const res = await admin.put(`/api/v1/database/${id}`, { sqlalchemy_uri: masked, allow_dml: true });
    expect(res.status).toBe(200);
    const stored = await h.loupe.store.db
      .selectFrom('dbs')
      .select(['password', 'allow_dml'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(h.loupe.security.secrets.decrypt(stored.password as string)).toBe('s3cr:et@pw');
    expect(Boolean(stored.allow_dml)).toBe(true);
  });

  it('lists schemas and tables, and describes a table with its keys, indexes and comment', async () => {
    const schemas = await admin.get<{ result: string[] }>(`/api/v1/database/${id}/schemas/`);
    expect(schemas.body.result).toContain('public');
    const tables = await admin.get<{ result: { value: string; type: string }[] }>(
      `/api/v1/database/${id}/tables/?q=${encodeURIComponent('(schema_name:public)')}`,
    );
    expect(tables.body.result).toContainEqual({ value: table, type: 'table', extra: null });
    const md = await admin.get<{
      columns: { name: string; type: string }[];
      primaryKey: { column_names: string[] };
      indexes: { name: string }[];
      comment: string;
    }>(`/api/v1/database/${id}/table_metadata/?name=${table}&schema=public`);
    expect(md.body.columns.map((c) => c.name)).toEqual(['id', 'region', 'amount', 'sold_at']);
    expect(md.body.primaryKey.column_names).toEqual(['id']);
    expect(md.body.indexes.map((i) => i.name)).toContain(`${table}_region_ix`);
    expect(md.body.comment).toBe('sales for the catalog test');
    const star = await admin.get<{ result: string }>(`/api/v1/database/${id}/select_star/${table}/public/`);
    expect(star.body.result).toMatch(new RegExp(`FROM public.${table}\\nLIMIT 100$`));
    const noSchema = await admin.get(`/api/v1/database/${id}/tables/`);
    expect(noSchema.status).toBe(400);
  });

  it('lists engines, and validates dynamic-form parameters', async () => {
    const avail = await admin.get<{ databases: { engine: string }[] }>('/api/v1/database/available/');
    expect(avail.body.databases.map((d) => d.engine).sort()).toEqual(['duckdb', 'mysql', 'postgresql', 'sqlite']);
    const missing = await admin.post<{ errors: { error_type: string; extra: { missing: string[] } }[] }>(
      '/api/v1/database/validate_parameters/',
      {
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: { host: '127.0.0.1' },
      },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]!.error_type).toBe('CONNECTION_MISSING_PARAMETERS_ERROR');
    expect(missing.body.errors[0]!.extra.missing).toEqual(expect.arrayContaining(['database', 'port', 'username']));
    const ok = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 5432, database: 'test', username: 'postgres', password: '' },
    });
    expect([ok.status, ok.body]).toEqual([200, { message: 'OK' }]);
  });

  it('connects to MariaDB too', async () => {
    const res = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'mariadb',
      sqlalchemy_uri: MYSQL_URL,
    });
    expect(res.status).toBe(201);
    const schemas = await admin.get<{ result: string[] }>(`/api/v1/database/${res.body.id}/schemas/`);
    expect(schemas.body.result).toContain('test');
    expect((await admin.delete(`/api/v1/database/${res.body.id}`)).status).toBe(200);
  });

  describe('datasets on it', () => {
    let ds: number;

    it('creates a physical dataset with its columns synced and owned by its creator', async () => {
      const res = await admin.post<{ id: number }>('/api/v1/dataset/', {
        database: id,
        schema: 'public',
        table_name: table,
      });
      expect(res.status).toBe(201);
      ds = res.body.id;
      const show = await admin.get<{
        result: {
          columns: { column_name: string; is_dttm: boolean }[];
          owners: { id: number }[];
          main_dttm_col: string;
        };
      }>(`/api/v1/dataset/${ds}`);
      expect(show.body.result.columns.map((c) => c.column_name)).toEqual(['id', 'region', 'amount', 'sold_at']);
      expect(show.body.result.main_dttm_col).toBe('sold_at');
      expect(show.body.result.owners.map((o) => o.id)).toEqual([1]);
      const dup = await admin.post('/api/v1/dataset/', { database: id, schema: 'public', table_name: table });
      expect([dup.status, dup.body]).toEqual([
        422,
        { message: { table_name: [`Dataset public.${table} already exists`] } },
      ]);
    });

    it('edits columns and metrics: update by id, create without, delete what is left out', async () => {
      const show = await admin.get<{ result: { columns: { id: number; column_name: string }[] } }>(
        `/api/v1/dataset/${ds}`,
      );
      const cols = show.body.result.columns
        .filter((c) => c.column_name !== 'amount')
        .map((c) => ({ id: c.id, column_name: c.column_name, verbose_name: c.column_name.toUpperCase() }));
      cols.push({ column_name: 'amount_x2', expression: 'amount * 2' } as never);
      const res = await admin.put(`/api/v1/dataset/${ds}`, {
        columns: cols,
        metrics: [{ metric_name: 'revenue', expression: 'SUM(amount)', d3format: ',.2f' }],
      });
      expect(res.status).toBe(200);
      const after = await admin.get<{
        result: {
          columns: { column_name: string; verbose_name: string }[];
          metrics: { metric_name: string }[];
          column_formats: Record<string, string>;
        };
      }>(`/api/v1/dataset/${ds}`);
      expect(after.body.result.columns.map((c) => c.column_name)).toEqual(['id', 'region', 'sold_at', 'amount_x2']);
      expect(after.body.result.columns[1]!.verbose_name).toBe('REGION');
      expect(after.body.result.metrics.map((m) => m.metric_name)).toEqual(['revenue']);
      expect(after.body.result.column_formats).toEqual({ revenue: ',.2f' });
    });

    it('refreshes from the source, keeping calculated columns', async () => {
      expect((await admin.put(`/api/v1/dataset/${ds}/refresh`)).body).toEqual({ message: 'OK' });
      const after = await admin.get<{ result: { columns: { column_name: string }[] } }>(`/api/v1/dataset/${ds}`);
      expect(after.body.result.columns.map((c) => c.column_name).sort()).toEqual([
        'amount',
        'amount_x2',
        'id',
        'region',
        'sold_at',
      ]);
    });

    it('answers column values from the source', async () => {
      const res = await admin.get<{ result: string[] }>(`/api/v1/datasource/table/${ds}/column/region/values/`);
      expect(res.body.result).toEqual(['EU', 'US']);
    });

    it('creates a virtual dataset from SQL, duplicates it, and refuses to duplicate a physical one', async () => {
      const v = await admin.post<{ id: number }>('/api/v1/dataset/', {
        database: id,
        schema: 'public',
        table_name: 'eu_sales',
        sql: `SELECT region, amount FROM ${table} WHERE region = 'EU'`,
      });
      expect(v.status).toBe(201);
      const show = await admin.get<{ result: { kind: string; columns: { column_name: string }[] } }>(
        `/api/v1/dataset/${v.body.id}`,
      );
      expect(show.body.result.kind).toBe('virtual');
      expect(show.body.result.columns.map((c) => c.column_name)).toEqual(['region', 'amount']);
      const copy = await admin.post<{ id: number; result: unknown }>('/api/v1/dataset/duplicate', {
        base_model_id: v.body.id,
        table_name: 'eu_sales_copy',
      });
      expect(copy.status).toBe(201);
      expect(copy.body.result).toEqual({ base_model_id: v.body.id, table_name: 'eu_sales_copy' });
      const physical = await admin.post('/api/v1/dataset/duplicate', { base_model_id: ds, table_name: 'nope' });
      expect(physical.status).toBe(422);
      const bulk = await admin.delete<{ message: string }>(
        `/api/v1/dataset/?q=${encodeURIComponent(`!(${v.body.id},${copy.body.id})`)}`,
      );
      expect(bulk.body).toEqual({ message: 'Deleted 2 datasets' });
    });

    it('gives only owners the right to change a dataset, and hides it from users without access', async () => {
      await h.loupe.security.users.create({ username: 'alice', password: 'alice-pw', roles: ['Gamma'] });
      const alice = await h.login('alice', 'alice-pw');
      expect((await alice.get(`/api/v1/dataset/${ds}`)).status).toBe(404);
      const list = await alice.get<{ count: number }>('/api/v1/dataset/');
      expect(list.body.count).toBe(0);
      await h.loupe.security.users.create({ username: 'bob', password: 'bob-pw', roles: ['Alpha'] });
      const bob = await h.login('bob', 'bob-pw');
      expect((await bob.get(`/api/v1/dataset/${ds}`)).status).toBe(200);
      expect((await bob.put(`/api/v1/dataset/${ds}`, { description: 'x' })).status).toBe(403);
      expect((await admin.put(`/api/v1/dataset/${ds}`, { owners: [1, 3] })).status).toBe(200);
      expect((await bob.put(`/api/v1/dataset/${ds}`, { description: 'now an owner' })).status).toBe(200);
    });

    it('will not delete a database that still has datasets', async () => {
      const res = await admin.delete(`/api/v1/database/${id}`);
      expect([res.status, res.body]).toEqual([422, { message: 'Cannot delete a database that has datasets attached' }]);
      expect((await admin.delete(`/api/v1/dataset/${ds}`)).status).toBe(200);
      expect((await admin.delete(`/api/v1/database/${id}`)).status).toBe(200);
      expect((await admin.get(`/api/v1/database/${id}`)).status).toBe(404);
    });
  });
});
