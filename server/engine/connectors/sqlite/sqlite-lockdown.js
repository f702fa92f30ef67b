// What a user's SQLite connection may not do, checked by SQLite itself. better-sqlite3 offers no
// authorizer and no sqlite3_limit (SQLITE_LIMIT_ATTACHED = 0 would be the engine's own switch), so
// each statement's compiled program (EXPLAIN) is read before it runs: the opcodes say whether it
// would attach or detach a file, load an extension or VACUUM INTO a file, however the SQL is
// spelled (comments, case, quoting, expressions for the file name). load_extension() is also off
// in SQLite (better-sqlite3 enables only the C API) and trusted_schema is off, so a view or
// trigger in the file cannot call functions with side effects. Plain JavaScript: the worker
// process loads it without a TypeScript loader.

/** Functions whose call in a program means the statement reaches outside the database file. */
const REFUSED_FUNCTIONS = [
  [/^sqlite_attach\(/, 'ATTACH is not allowed: queries on this database cannot open other database files.'],
  [/^sqlite_detach\(/, 'DETACH is not allowed on this database.'],
  [/^load_extension\(/, 'load_extension() is not allowed: queries on this database cannot load extensions.'],
];

/** A statement that is itself an EXPLAIN only describes a program and runs nothing. */
const EXPLAIN_START = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*EXPLAIN\b/i;

export class RefusedStatementError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RefusedStatementError';
    this.code = 'REFUSED_BY_LOUPE';
  }
}

/** @param {import('better-sqlite3').Database} db */
export function lockDown(db) {
  db.pragma('trusted_schema = OFF');
}

/**
 * Throws RefusedStatementError when the statement would reach outside the database file.
 * @param {import('better-sqlite3').Database} db
 * @param {string} sql
 * @param {unknown[]} params the values the statement is run with (EXPLAIN needs them bound too)
 */
export function assertStaysInside(db, sql, params = []) {
  if (EXPLAIN_START.test(sql)) return;
  let program;
  try {
    program = db.prepare(`EXPLAIN ${sql}`).all(...params);
  } catch {
    // A statement SQLite cannot compile fails with its own error when it is prepared; one that
    // compiles alone but not after EXPLAIN cannot be checked, so it does not run.
    db.prepare(sql);
    throw new RefusedStatementError('This statement cannot be checked, so it does not run.');
  }
  for (const op of program) {
    const p4 = typeof op.p4 === 'string' ? op.p4 : '';
    for (const [pattern, message] of REFUSED_FUNCTIONS) if (pattern.test(p4)) throw new RefusedStatementError(message);
    if (op.opcode === 'Vacuum' && op.p2 !== 0)
      throw new RefusedStatementError('VACUUM INTO is not allowed: queries on this database cannot write other files.');
  }
}
