// Runs better-sqlite3 (synchronous) in a child process: one request at a time, answered with the
// declared column types and raw row arrays. A process, not a worker thread, because a statement
// busy in native code can only be stopped by killing its process. Plain JavaScript so that Node
// and vitest load it without a TypeScript loader.
import Database from 'better-sqlite3';
import { assertStaysInside, lockDown } from './sqlite-lockdown.js';

const { file, readOnly } = JSON.parse(process.argv[2] ?? '{}');

/** @type {import('better-sqlite3').Database} */
let db;
try {
  db = new Database(file, { readonly: Boolean(readOnly), fileMustExist: file !== ':memory:' });
  lockDown(db);
  process.send({ ready: true });
} catch (err) {
  process.send({ ready: false, message: String(err && err.message), code: err && err.code });
}

/** @param {unknown} v */
const bind = (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
/** @param {unknown} v */
const out = (v) => {
  if (v instanceof Uint8Array) return '[bytes]';
  if (typeof v === 'bigint')
    return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
  return v;
};

process.on('message', (/** @type {{id: number, sql: string, params: unknown[], maxRows?: number}} */ req) => {
  try {
    const params = (req.params || []).map(bind);
    assertStaysInside(db, req.sql, params);
    const stmt = db.prepare(req.sql);
    if (!stmt.reader) {
      const info = stmt.run(...params);
      process.send({ id: req.id, ok: true, columns: [], rows: [], truncated: false, changes: info.changes });
      return;
    }
    stmt.raw(true);
    stmt.safeIntegers(true);
    const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
    const rows = [];
    let truncated = false;
    for (const row of stmt.iterate(...params)) {
      if (req.maxRows !== undefined && rows.length >= req.maxRows) {
        truncated = true;
        break;
      }
      rows.push(row.map(out));
    }
    process.send({ id: req.id, ok: true, columns, rows, truncated });
  } catch (err) {
    process.send({ id: req.id, ok: false, message: String(err && err.message), code: err && err.code });
  }
});
process.on('disconnect', () => process.exit(0));
