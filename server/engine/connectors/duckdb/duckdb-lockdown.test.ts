import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbConnector } from './duckdb-connector.ts';

// A user's DuckDB connection reads its own file and nothing else on the server (issue 11 point 1).

let dir: string;
let c: DuckDbConnector;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-duck-lock-'));
  const inst = await DuckDBInstance.create(path.join(dir, 'data.duckdb'));
  const conn = await inst.connect();
  await conn.run('CREATE TABLE t AS SELECT range AS x FROM range(3)');
  await conn.run('CREATE SCHEMA s');
  conn.closeSync();
  inst.closeSync();
  fs.writeFileSync(path.join(dir, 'secret_key'), 'the-signing-key');
  fs.writeFileSync(path.join(dir, 'loupe.db'), 'SQLite format 3\0metadata');
  c = new DuckDbConnector({ file: path.join(dir, 'data.duckdb') });
}, 60_000);

afterAll(async () => {
  await c?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('DuckDB lock-down', () => {
  it('still answers queries on its own file, and USE of its schemas', async () => {
    expect((await c.execute('SELECT sum(x) AS s FROM t')).rows).toEqual([[3]]);
    await c.withSession(async (s) => {
      await s.execute('USE "s"');
      expect((await s.execute('SELECT count(*) FROM main.t')).rows).toEqual([[3]]);
    });
  });

  it.each([
    ["SELECT * FROM read_csv('/etc/passwd')", '/etc/passwd'],
    ['SELECT * FROM read_text(<dir>/secret_key)', 'secret_key'],
    ['SELECT * FROM read_blob(<dir>/loupe.db)', 'loupe.db'],
    ["SELECT * FROM glob('/etc/*')", '/etc/*'],
    ["COPY (SELECT 42) TO '<dir>/out.csv'", 'out.csv'],
    ["ATTACH '<dir>/loupe.db' AS m (TYPE sqlite)", ''],
    ["ATTACH '<dir>/other.duckdb' AS o", 'other.duckdb'],
    ['INSTALL sqlite', ''],
    ['LOAD sqlite', ''],
  ])('refuses %s', async (template, named) => {
    const sql = template
      .replace(/<dir>\/([\w.]+)/g, (_m, f: string) => path.join(dir, f))
      .replace(/read_(text|blob)\(([^)]+)\)/, "read_$1('$2')");
    const err = await c.execute(sql).then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).toMatch(
      /^Queries on this database cannot read or write files on the server, attach databases or load extensions\. \(/,
    );
    expect(err?.message).toContain(named);
    expect(fs.existsSync(path.join(dir, 'out.csv'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'other.duckdb'))).toBe(false);
  });

  it('does not read a quoted file path as a table either (no replacement scan)', async () => {
    await expect(c.execute("SELECT * FROM '/etc/passwd'")).rejects.toThrow(
      /Table with name \/etc\/passwd does not exist/,
    );
  });

  it('keeps its settings locked, so the lock-down cannot be lifted by a statement', async () => {
    for (const sql of [
      'SET enable_external_access = true',
      'SET autoload_known_extensions = true',
      'SET lock_configuration = false',
    ]) {
      await expect(c.execute(sql)).rejects.toThrow(
        /^The settings of this database cannot be changed by a query\. \(.*locked/,
      );
    }
    const r = await c.execute(
      "SELECT name, value FROM duckdb_settings() WHERE name IN ('enable_external_access', 'autoinstall_known_extensions', 'autoload_known_extensions', 'allow_community_extensions', 'lock_configuration') ORDER BY name",
    );
    expect(Object.fromEntries(r.rows)).toEqual({
      allow_community_extensions: 'false',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      enable_external_access: 'false',
      lock_configuration: 'true',
    });
  });
});
