import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from './sqlite-driver.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function open() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-sqlite-driver-'));
  dirs.push(dir);
  return openSqliteDatabase(path.join(dir, 'm.db'));
}

describe('openSqliteDatabase', () => {
  it('binds booleans as 1 and 0', () => {
    const db = open();
    db.prepare('CREATE TABLE t (b INTEGER)').run();
    db.prepare('INSERT INTO t (b) VALUES (?)').run([true]);
    db.prepare('INSERT INTO t (b) VALUES (?)').run([false]);
    expect(db.prepare('SELECT b FROM t ORDER BY rowid').all([])).toEqual([{ b: 1 }, { b: 0 }]);
    db.close();
  });

  it('keeps prepared statements: the same text gives the same statement, still right after the table changes', () => {
    const db = open();
    db.prepare('CREATE TABLE t (a INTEGER)').run();
    const first = db.prepare('SELECT * FROM t');
    expect(db.prepare('SELECT * FROM t')).toBe(first);
    expect(db.prepare('SELECT * FROM t WHERE a = ?')).not.toBe(first);
    db.prepare('INSERT INTO t (a) VALUES (?)').run([1]);
    db.prepare('ALTER TABLE t ADD COLUMN b TEXT').run();
    db.prepare("UPDATE t SET b = 'x'").run();
    expect(db.prepare('SELECT * FROM t').all([])).toEqual([{ a: 1, b: 'x' }]);
    db.close();
  });
});
