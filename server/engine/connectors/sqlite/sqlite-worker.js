// Runs better-sqlite3 (synchronous) off the main thread: one request at a time, answered with
// the declared column types and raw row arrays. Plain JavaScript so that Node and vitest load
// it without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {import('better-sqlite3').Database} */
let db;
try {
  db = new Database(workerData.file, { readonly: Boolean(workerData.readOnly), fileMustExist: workerData.file !== ':memory:' });
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, message: String(err && err.message), code: err && err.code });
}

/** @param {unknown} v */
const bind = (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

parentPort.on('message', (/** @type {{id: number, sql: string, params: unknown[], maxRows?: number}} */ req) => {
  try {
    const stmt = db.prepare(req.sql);
    const params = (req.params || []).map(bind);
    if (!stmt.reader) {
      const info = stmt.run(...params);
      parentPort.postMessage({ id: req.id, ok: true, columns: [], rows: [], truncated: false, changes: info.changes });
      return;
    }
    stmt.raw(true);
    const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
    const rows = [];
    let truncated = false;
    for (const row of stmt.iterate(...params)) {
      if (req.maxRows !== undefined && rows.length >= req.maxRows) {
        truncated = true;
        break;
      }
      rows.push(row.map((v) => (v instanceof Uint8Array ? '[bytes]' : typeof v === 'bigint' ? v.toString() : v)));
    }
    parentPort.postMessage({ id: req.id, ok: true, columns, rows, truncated });
  } catch (err) {
    parentPort.postMessage({ id: req.id, ok: false, message: String(err && err.message), code: err && err.code });
  }
});
