import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteConnector } from './sqlite-connector.ts';

// A user's SQLite connection cannot reach another file: no ATTACH, no load_extension, no
// VACUUM INTO, whatever the spelling, and trusted_schema is off (issue 11 point 1).

let dir: string;
let c: SqliteConnector;
let writable: SqliteConnector;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-sqlite-lock-'));
  const db = new Database(path.join(dir, 'data.db'));
  db.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2);');
  db.close();
  const other = new Database(path.join(dir, 'loupe.db'));
  other.exec("CREATE TABLE ab_user (username TEXT); INSERT INTO ab_user VALUES ('admin');");
  other.close();
  c = new SqliteConnector({ file: path.join(dir, 'data.db'), readOnly: true });
  writable = new SqliteConnector({ file: path.join(dir, 'data.db') });
});

afterAll(async () => {
  await c?.close();
  await writable?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite lock-down', () => {
  it('still answers queries, EXPLAIN and changes on its own file', async () => {
    expect((await c.execute('SELECT sum(x) FROM t')).rows).toEqual([[3]]);
    expect((await c.execute('EXPLAIN QUERY PLAN SELECT * FROM t')).rows.length).toBeGreaterThan(0);
    expect((await c.execute('SELECT ? AS a, x FROM t WHERE x = ?', { params: ['p', 2] })).rows).toEqual([['p', 2]]);
    await writable.execute('INSERT INTO t VALUES (3)');
    expect((await writable.execute('SELECT count(*) FROM t')).rows).toEqual([[3]]);
  });

  it.each([
    ["ATTACH '<dir>/loupe.db' AS m", /^ATTACH is not allowed/],
    ["/* hidden */ attach database ('<dir>/' || 'loupe.db') as m", /^ATTACH is not allowed/],
    ["ATTACH '<dir>/new.db' AS n", /^ATTACH is not allowed/],
    ['DETACH main', /^DETACH is not allowed/],
    ["SELECT load_extension('/tmp/evil')", /^load_extension\(\) is not allowed/],
    ["VACUUM INTO '<dir>/copy.db'", /^VACUUM INTO is not allowed/],
  ])('refuses %s', async (template, message) => {
    const sql = template.replaceAll('<dir>', dir);
    await expect(c.execute(sql)).rejects.toThrow(message);
    await expect(writable.execute(sql)).rejects.toThrow(message);
    expect(fs.existsSync(path.join(dir, 'new.db'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'copy.db'))).toBe(false);
  });

  it('refuses an ATTACH whose file is a bound parameter', async () => {
    await expect(c.execute('ATTACH ? AS m', { params: [path.join(dir, 'loupe.db')] })).rejects.toThrow(
      /^ATTACH is not allowed/,
    );
  });

  it('keeps trusted_schema off and reads nothing from the attached-file list but its own', async () => {
    expect((await c.execute('PRAGMA trusted_schema')).rows).toEqual([[0]]);
    const r = await c.execute('SELECT name FROM pragma_database_list');
    expect(r.rows).toEqual([['main']]);
  });
});
