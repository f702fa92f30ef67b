import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { PG_URL } from '../../harness/services.ts';

// Superset's PREVENT_UNSAFE_DB_CONNECTIONS (LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS, on by default):
// SQLite and DuckDB files on the server are refused at create, update and test; a file in
// Loupe's data folder is refused even when they are allowed. The built-in examples stay.

const SQLITE_REFUSED = {
  message: { sqlalchemy_uri: ['SQLiteDialect_pysqlite cannot be used as a data source for security reasons.'] },
};
const DUCKDB_REFUSED = {
  message: { sqlalchemy_uri: ['DuckDB cannot be used as a data source for security reasons.'] },
};
const DATA_FOLDER = { message: { sqlalchemy_uri: ["A database cannot be a file in Loupe's own data folder."] } };

let files: string;
let outside: string;

beforeAll(() => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-unsafe-'));
  outside = path.join(files, 'outside.db');
  const s = new Database(outside);
  s.exec('CREATE TABLE t (x INTEGER)');
  s.close();
});
afterAll(() => fs.rmSync(files, { recursive: true, force: true }));

describe('by default (prevented)', () => {
  let h: BootedLoupe;
  let admin: ApiClient;
  beforeAll(async () => {
    h = await bootLoupe({ examples: true });
    admin = await h.login();
  }, 120_000);
  afterAll(() => h?.close());

  it('refuses SQLite and DuckDB at create, test_connection and validate_parameters with Superset’s 400', async () => {
    const create = await admin.post('/api/v1/database/', {
      database_name: 'lite',
      sqlalchemy_uri: `sqlite:///${outside}`,
    });
    expect([create.status, create.body]).toEqual([400, SQLITE_REFUSED]);
    const duck = await admin.post('/api/v1/database/', { database_name: 'duck', sqlalchemy_uri: 'duckdb:///:memory:' });
    expect([duck.status, duck.body]).toEqual([400, DUCKDB_REFUSED]);
    const test = await admin.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: `sqlite:///${outside}`,
      database_name: 'unsafe',
    });
    expect([test.status, test.body]).toEqual([400, SQLITE_REFUSED]);
    const params = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters: { database: outside },
    });
    expect([params.status, params.body]).toEqual([400, SQLITE_REFUSED]);
    const list = await admin.get<{ result: { database_name: string }[] }>('/api/v1/database/');
    expect(list.body.result.map((d) => d.database_name)).toEqual(['examples']);
  });

  it('refuses an update to a file URI', async () => {
    const pg = await admin.post<{ id: number }>('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG_URL });
    expect(pg.status).toBe(201);
    const res = await admin.put(`/api/v1/database/${pg.body.id}`, { sqlalchemy_uri: `sqlite:///${outside}` });
    expect([res.status, res.body]).toEqual([400, SQLITE_REFUSED]);
    expect(
      (
        await h.loupe.store.db
          .selectFrom('dbs')
          .select('sqlalchemy_uri')
          .where('id', '=', pg.body.id)
          .executeTakeFirstOrThrow()
      ).sqlalchemy_uri,
    ).not.toContain('sqlite');
  });

  it('keeps the built-in examples: edited with its own URI, tested, queried', async () => {
    const examples = await h.loupe.store.db
      .selectFrom('dbs')
      .select(['id', 'sqlalchemy_uri'])
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow();
    const uri = examples.sqlalchemy_uri as string;
    const put = await admin.put(`/api/v1/database/${examples.id}`, { sqlalchemy_uri: uri, expose_in_sqllab: true });
    expect(put.status).toBe(200);
    const test = await admin.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: uri,
      database_name: 'examples',
    });
    expect([test.status, test.body]).toEqual([200, { message: 'OK' }]);
  });
});

describe('when file databases are allowed', () => {
  let h: BootedLoupe;
  let admin: ApiClient;
  beforeAll(async () => {
    h = await bootLoupe({ config: { preventUnsafeDbConnections: false } });
    admin = await h.login();
  });
  afterAll(() => h?.close());

  it('registers a SQLite file outside the data folder', async () => {
    const res = await admin.post('/api/v1/database/', {
      database_name: 'lite',
      sqlalchemy_uri: `sqlite:///${outside}`,
    });
    expect(res.status).toBe(201);
  });

  it('never a file in the data folder: the metadata store, the key, a new file, by a relative path or a link', async () => {
    fs.symlinkSync(h.dataDir, path.join(files, 'link-to-data'));
    const uris = [
      `sqlite:///${path.join(h.dataDir, 'loupe.db')}`,
      'sqlite:///loupe.db',
      `duckdb:///${path.join(h.dataDir, 'secret_key')}`,
      `duckdb:///${path.join(h.dataDir, 'sub', 'new.duckdb')}`,
      `sqlite:///${path.join(files, 'link-to-data', 'loupe.db')}`,
    ];
    for (const uri of uris) {
      const create = await admin.post('/api/v1/database/', { database_name: `bad ${uri.length}`, sqlalchemy_uri: uri });
      expect([create.status, create.body], uri).toEqual([400, DATA_FOLDER]);
      const test = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: uri });
      expect([test.status, test.body], uri).toEqual([400, DATA_FOLDER]);
    }
    expect(fs.existsSync(path.join(h.dataDir, 'sub'))).toBe(false);
  });

  it('nor the metadata store kept outside it, through a hard link', async () => {
    const other = await bootLoupe({
      config: { preventUnsafeDbConnections: false, metadataUrl: `sqlite:///${path.join(files, 'meta.db')}` },
    });
    try {
      const client = await other.login();
      fs.linkSync(path.join(files, 'meta.db'), path.join(files, 'meta-link.db'));
      for (const file of ['meta.db', 'meta-link.db']) {
        const res = await client.post('/api/v1/database/', {
          database_name: file,
          sqlalchemy_uri: `sqlite:///${path.join(files, file)}`,
        });
        expect([res.status, res.body], file).toEqual([400, DATA_FOLDER]);
      }
    } finally {
      await other.close();
    }
  });
});
