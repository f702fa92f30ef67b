import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { MYSQL_URL, PG_URL } from '../../harness/services.ts';

// Superset's database routes for SQL Lab's editor and the database list (related_objects,
// function_names, table_extra, validate_sql) and its body checks (server_cert, extra's
// metadata_params, a taken name, validate_parameters), answered as its API tests expect.

const CERT = `-----BEGIN CERTIFICATE-----
MIIBfzCCASWgAwIBAgIUKx9Ar972J2+7zhfeSmMlpXnbRMMwCgYIKoZIzj0EAwIw
FTETMBEGA1UEAwwKbG91cGUtdGVzdDAeFw0yNjExMjYxNjQ0NDVaFw0zNjExMjMx
NjQ0NDVaMBUxEzARBgNVBAMMCmxvdXBlLXRlc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATjmnYQjTkzs0vam67xs2NLjYrYxlUM5v2bnjBGXhvct/gNBf1CZfQ+
9Kau94ICgyHDcAYSwypoy7TDXRZl8lWlo1MwUTAdBgNVHQ4EFgQU06eVk6We1ZXu
2ezB5XhQs17kKaEwHwYDVR0jBBgwFoAU06eVk6We1ZXu2ezB5XhQs17kKaEwDwYD
VR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiBLsFn5BV3RtkkVbkRKh8gl
lykN/92sR308vHGNE5D/ggIhAMy6gQfOJ59TAO9wwKTA/mHTndP4birzsBgoB+s9
x9Dm
-----END CERTIFICATE-----
`;

const ISSUE = (code: number, message: string) => ({ code, message: `Issue ${code} - ${message}` });
const PORT_ISSUE = [ISSUE(1034, 'The port number is invalid.')];

let h: BootedLoupe;
let admin: ApiClient;
let files: string;
let pgId: number;
let mysqlId: number;
let sqliteId: number;
let examplesId: number;

beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-editor-'));
  const lite = new Database(path.join(files, 'lite.db'));
  lite.exec('CREATE TABLE t (x INTEGER)');
  lite.close();
  h = await bootLoupe({ examples: true, config: { preventUnsafeDbConnections: false } });
  admin = await h.login();
  examplesId = (await examplesDatabase(h)).id;
  const create = async (database_name: string, sqlalchemy_uri: string) => {
    const res = await admin.post<{ id: number }>('/api/v1/database/', { database_name, sqlalchemy_uri });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  pgId = await create('editor_pg', PG_URL);
  mysqlId = await create('editor_mysql', MYSQL_URL);
  sqliteId = await create('editor_sqlite', `sqlite:///${path.join(files, 'lite.db')}`);
}, 120_000);

afterAll(async () => {
  await h?.close();
  fs.rmSync(files, { recursive: true, force: true });
});

describe('related_objects', () => {
  it('answers the charts and dashboards on a database (none yet), and 404 for one the caller cannot see', async () => {
    const res = await admin.get(`/api/v1/database/${pgId}/related_objects/`);
    expect([res.status, res.body]).toEqual([
      200,
      { charts: { count: 0, result: [] }, dashboards: { count: 0, result: [] } },
    ]);
    expect((await admin.get('/api/v1/database/999999/related_objects/')).status).toBe(404);
    const gamma = await userWith(h, 'editor_gamma', ['Gamma']);
    expect((await gamma.get(`/api/v1/database/${pgId}/related_objects/`)).status).toBe(404);
  });
});

describe('function_names', () => {
  it("lists each engine's functions, sorted", async () => {
    const names = async (id: number) => {
      const res = await admin.get<{ function_names: string[] }>(`/api/v1/database/${id}/function_names/`);
      expect(res.status).toBe(200);
      const list = res.body.function_names;
      expect(list).toEqual([...new Set(list)].sort());
      return list;
    };
    expect(await names(pgId)).toEqual(expect.arrayContaining(['array_agg', 'date_trunc', 'generate_series']));
    expect(await names(examplesId)).toEqual(expect.arrayContaining(['date_trunc', 'list_aggregate', 'strftime']));
    expect(await names(sqliteId)).toEqual(expect.arrayContaining(['abs', 'group_concat', 'julianday']));
    expect(await names(mysqlId)).toEqual(expect.arrayContaining(['DATE_FORMAT', 'GROUP_CONCAT', 'JSON_EXTRACT']));
    expect((await admin.get('/api/v1/database/999999/function_names/')).status).toBe(404);
  });
});

describe('table_extra', () => {
  it('answers no extra metadata for a table the caller may read, and 404 for a database it cannot see', async () => {
    const res = await admin.get(`/api/v1/database/${pgId}/table_extra/pg_class/pg_catalog/`);
    expect([res.status, res.body]).toEqual([200, {}]);
    expect((await admin.get('/api/v1/database/999999/table_extra/t/public/')).status).toBe(404);
    const examples = await examplesDatabase(h);
    const lab = await userWith(h, 'editor_lab', ['Gamma', 'sql_lab'], [examples.perm]);
    const allowed = await lab.get(`/api/v1/database/${examplesId}/table_extra/birth_names/main/`);
    expect([allowed.status, allowed.body]).toEqual([200, {}]);
    const gamma = await userWith(h, 'editor_gamma2', ['Gamma']);
    expect((await gamma.get(`/api/v1/database/${examplesId}/table_extra/birth_names/main/`)).status).toBe(404);
  });
});

describe('validate_sql', () => {
  const validate = (id: number, body: unknown) =>
    admin.post<{ result?: unknown[]; errors?: unknown[]; message?: unknown }>(
      `/api/v1/database/${id}/validate_sql/`,
      body,
    );

  it('plans PostgreSQL statements with EXPLAIN: none wrong, then the line of what is', async () => {
    const ok = await validate(pgId, { sql: 'SELECT relname FROM pg_class', schema: null, template_params: null });
    expect([ok.status, ok.body]).toEqual([200, { result: [] }]);
    const bad = await validate(pgId, { sql: 'SELECT 1;\nSELECT col1 froma table1', schema: null });
    expect([bad.status, bad.body]).toEqual([
      200,
      {
        result: [
          { line_number: 2, start_column: null, end_column: null, message: 'ERROR: syntax error at or near "table1"' },
        ],
      },
    ]);
  });

  it('never runs what it checks', async () => {
    const table = `editor_never_${process.pid}`;
    const res = await validate(pgId, { sql: `CREATE TABLE ${table} (x int); SELECT 1` });
    expect(res.status).toBe(200);
    const tables = await admin.get<{ result: { value: string }[] }>(
      `/api/v1/database/${pgId}/tables/?q=(schema_name:public)`,
    );
    expect(tables.body.result.map((t) => t.value)).not.toContain(table);
    const analyze = await validate(pgId, { sql: `ANALYZE DELETE FROM ${table}` });
    expect(analyze.body.result).toEqual([
      { line_number: 1, start_column: null, end_column: null, message: 'ERROR: ANALYZE is not validated' },
    ]);
  });

  it('renders template_params (and the template macros) before validating', async () => {
    const ok = await validate(pgId, {
      sql: "SELECT relname FROM {{ tbl }} WHERE relname <> '{{ current_username() }}'",
      template_params: { tbl: 'pg_class' },
    });
    expect([ok.status, ok.body]).toEqual([200, { result: [] }]);
    const table = `no_such_table_${process.pid}`;
    const bad = await validate(pgId, { sql: 'SELECT 1 FROM {{ tbl }}', template_params: { tbl: table } });
    expect(bad.status).toBe(200);
    expect(bad.body.result).toEqual([
      expect.objectContaining({ line_number: 1, message: `ERROR: relation "${table}" does not exist` }),
    ]);
    const missing = await validate(pgId, { sql: 'SELECT 1 FROM {{ tbl }}', template_params: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({
        error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
        message: 'The parameter "tbl" in your query is undefined.',
      }),
    ]);
  });

  it("answers Superset's 422 for an engine without a validator", async () => {
    const res = await validate(examplesId, { sql: 'SELECT col1 from table1', schema: null, template_params: null });
    expect([res.status, res.body]).toEqual([
      422,
      {
        errors: [
          {
            message: 'no SQL validator is configured for duckdb',
            error_type: 'GENERIC_DB_ENGINE_ERROR',
            level: 'error',
            extra: { issue_codes: [ISSUE(1002, 'The database returned an unexpected error.')] },
          },
        ],
      },
    ]);
  });

  it('checks the body before the database, and 404s an unknown database', async () => {
    const nul = await validate(999999, { sql: null, schema: null, template_params: null });
    expect([nul.status, nul.body]).toEqual([400, { message: { sql: ['Field may not be null.'] } }]);
    const missing = await validate(pgId, { schema: 'public', nope: 1 });
    expect([missing.status, missing.body]).toEqual([
      400,
      { message: { sql: ['Missing data for required field.'], nope: ['Unknown field.'] } },
    ]);
    expect((await validate(999999, { sql: 'SELECT 1' })).status).toBe(404);
  });
});

describe('database bodies', () => {
  it('refuses a server_cert that is not a PEM certificate, and takes one that is', async () => {
    const bad = await admin.post('/api/v1/database/', {
      database_name: 'cert_bad',
      sqlalchemy_uri: PG_URL,
      server_cert: 'INVALID CERT',
    });
    expect([bad.status, bad.body]).toEqual([400, { message: { server_cert: ['Invalid certificate'] } }]);
    const test = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: PG_URL, server_cert: 'x' });
    expect([test.status, test.body]).toEqual([400, { message: { server_cert: ['Invalid certificate'] } }]);
    const edit = await admin.put(`/api/v1/database/${pgId}`, { server_cert: CERT.replace('MIIB', 'XXXX') });
    expect([edit.status, edit.body]).toEqual([400, { message: { server_cert: ['Invalid certificate'] } }]);
    const good = await admin.put(`/api/v1/database/${pgId}`, { server_cert: CERT });
    expect(good.status).toBe(200);
  });

  it("checks extra's metadata_params keys against SQLAlchemy's MetaData", async () => {
    const extra = JSON.stringify({ metadata_params: { wrong_param: 'some_value' }, engine_params: {} });
    const res = await admin.post('/api/v1/database/', { database_name: 'bad_extra', sqlalchemy_uri: PG_URL, extra });
    expect([res.status, res.body]).toEqual([
      400,
      {
        message: {
          extra: ['The metadata_params in Extra field is not configured correctly. The key wrong_param is invalid.'],
        },
      },
    ]);
    const fine = JSON.stringify({ metadata_params: { schema: 'public' } });
    expect((await admin.put(`/api/v1/database/${pgId}`, { extra: fine })).status).toBe(200);
    const names = await admin.get<{ result: { database_name: string }[] }>('/api/v1/database/');
    expect(names.body.result.map((d) => d.database_name)).not.toContain('bad_extra');
  });

  it('answers a taken name with one string, on create and on rename', async () => {
    const dup = await admin.post('/api/v1/database/', { database_name: 'editor_pg', sqlalchemy_uri: PG_URL });
    const TAKEN = { message: { database_name: 'A database with the same name already exists.' } };
    expect([dup.status, dup.body]).toEqual([422, TAKEN]);
    const rename = await admin.put(`/api/v1/database/${mysqlId}`, { database_name: 'editor_pg' });
    expect([rename.status, rename.body]).toEqual([422, TAKEN]);
  });
});

describe('validate_parameters', () => {
  const url = '/api/v1/database/validate_parameters/';

  it("refuses a body that is not JSON with Superset's INVALID_PAYLOAD_FORMAT_ERROR", async () => {
    const csrf = await admin.csrfToken();
    const res = await admin.request('POST', url, 'INVALID', { 'content-type': 'text/plain', 'x-csrftoken': csrf });
    expect([res.status, res.body]).toEqual([
      400,
      {
        errors: [
          {
            message: 'Request is not JSON',
            error_type: 'INVALID_PAYLOAD_FORMAT_ERROR',
            level: 'error',
            extra: { issue_codes: [ISSUE(1019, 'The submitted payload has the incorrect format.')] },
          },
        ],
      },
    ]);
  });

  it('names each required field that is missing', async () => {
    const res = await admin.post<{ errors: { extra: { invalid: string[] } }[] }>(url, { foo: 'bar' });
    expect(res.status).toBe(422);
    const schemaError = (field: string) => ({
      message: 'Missing data for required field.',
      error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      level: 'error',
      extra: { invalid: [field], issue_codes: [ISSUE(1020, 'The submitted payload has the incorrect schema.')] },
    });
    expect(res.body).toEqual({ errors: [schemaError('configuration_method'), schemaError('engine')] });
  });

  it('lists missing parameters sorted, with their issue code', async () => {
    const res = await admin.post(url, {
      configuration_method: 'sqlalchemy_form',
      engine: 'postgresql',
      parameters: { host: '', port: 5432, username: '', password: '', database: '', query: {} },
    });
    expect([res.status, res.body]).toEqual([
      422,
      {
        errors: [
          {
            message: 'One or more parameters are missing: database, host, username',
            error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
            level: 'warning',
            extra: {
              missing: ['database', 'host', 'username'],
              issue_codes: [ISSUE(1018, 'One or more parameters needed to configure a database are missing.')],
            },
          },
        ],
      },
    ]);
  });

  it('refuses a port that is not an integer, and one out of range', async () => {
    const params = { host: 'localhost', username: 'superset', password: 'XXX', database: 'test', query: {} };
    const word = await admin.post(url, {
      engine: 'postgresql',
      configuration_method: 'sqlalchemy_form',
      parameters: { ...params, port: 'string' },
    });
    const portError = (message: string) => ({
      message,
      error_type: 'CONNECTION_INVALID_PORT_ERROR',
      level: 'error',
      extra: { invalid: ['port'], issue_codes: PORT_ISSUE },
    });
    expect([word.status, word.body]).toEqual([
      422,
      {
        errors: [
          portError('Port must be a valid integer.'),
          portError('The port must be an integer between 0 and 65535 (inclusive).'),
        ],
      },
    ]);
    const range = await admin.post(url, {
      engine: 'postgresql',
      configuration_method: 'sqlalchemy_form',
      parameters: { ...params, port: 65536 },
    });
    expect([range.status, range.body]).toEqual([
      422,
      { errors: [portError('The port must be an integer between 0 and 65535 (inclusive).')] },
    ]);
  });
});

describe('available', () => {
  it('lists preferred engines first, each with its engine information and supports_oauth2', async () => {
    const res = await admin.get<{
      databases: { name: string; preferred: boolean; supports_oauth2: boolean; engine_information: object }[];
    }>('/api/v1/database/available/');
    const dbs = res.body.databases;
    const firstOther = dbs.findIndex((d) => !d.preferred);
    expect(dbs.slice(firstOther).every((d) => !d.preferred)).toBe(true);
    for (const d of dbs) {
      expect(d.supports_oauth2).toBe(false);
      expect(d.engine_information).toEqual(
        expect.objectContaining({
          supports_file_upload: true,
          supports_oauth2: false,
          supports_dynamic_catalog: false,
        }),
      );
    }
  });

  it('offers no SSH tunnel to any engine while the SSH_TUNNELING flag is off', async () => {
    const res = await admin.get<{
      databases: { engine: string; engine_information: { disable_ssh_tunneling: boolean } }[];
    }>('/api/v1/database/available/');
    expect(res.body.databases.map((d) => d.engine)).toContain('postgresql');
    for (const d of res.body.databases)
      expect([d.engine, d.engine_information.disable_ssh_tunneling]).toEqual([d.engine, true]);
  });
});
