import { codeWords, type SqlWord } from '../../../core/sql/code-words.ts';
import { lexSql, type SqlDialect } from '../../../core/sql/sql-lexer.ts';
import { EXTERNAL_ACCESS_REFUSED, SETTINGS_LOCKED } from '../connectors/duckdb/duckdb-lockdown.ts';
import { parserFor, type SqlGrammar } from './sql-parser.ts';

/**
 * What a statement does, the one reading SQL Lab, virtual datasets and chart data share:
 * `select` a SELECT-like read (a row limit can be added), `read` another read (SHOW, EXPLAIN,
 * DESCRIBE), `write` a change of data or schema (needs the database's allow_dml), `settings` a
 * change of the engine itself or a reach for the server's files (SET, RESET, PRAGMA, ATTACH,
 * INSTALL, LOAD, COPY, EXPORT DATABASE, CHECKPOINT, secrets): never run for a user.
 */
export type StatementKind = 'select' | 'read' | 'write' | 'settings';

export interface StatementClass {
  kind: StatementKind;
  /** Set when no user may run the statement whatever the database allows: the reason, for the user. */
  refusal: string | null;
}

/** The words of the DuckDB lock-down (duckdb-lockdown.ts), so the engine and the classifier say the same thing. */
export const SETTINGS_REFUSED = SETTINGS_LOCKED;
export const FILES_REFUSED = EXTERNAL_ACCESS_REFUSED;
export const serverPathsRefused = (name: string) =>
  `'${name}' is not allowed: it shows where the server keeps its files.`;

const SELECT_START = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM']);
const READ_START = new Set(['SHOW', 'EXPLAIN', 'DESCRIBE', 'DESC', 'SUMMARIZE']);

/** First words of statements that change the engine's settings, on every engine. */
const SETTINGS_START = new Set(['SET', 'RESET', 'PRAGMA']);
/**
 * First words of statements that reach the server's files, other databases or extensions:
 * DuckDB's ATTACH/INSTALL/LOAD/COPY/EXPORT/IMPORT/CHECKPOINT/FORCE, SQLite's ATTACH/DETACH,
 * PostgreSQL's COPY (server files, PROGRAM) and LOAD (a shared library), MySQL's LOAD DATA and
 * INSTALL PLUGIN.
 */
const FILES_START = new Set([
  'ATTACH',
  'DETACH',
  'INSTALL',
  'UNINSTALL',
  'LOAD',
  'COPY',
  'EXPORT',
  'IMPORT',
  'CHECKPOINT',
  'FORCE',
]);

/**
 * Words that make a SELECT-like statement change something (data-modifying CTEs, SELECT … INTO,
 * INTO OUTFILE). Common column names (comment, set, load…) stay reads.
 */
const MUTATING = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'COPY',
  'INTO',
  'OUTFILE',
  'DUMPFILE',
]);

/**
 * Names (table functions, views, functions) whose answer shows the server's file paths or
 * settings: DuckDB's database list and settings, SQLite's pragma functions. Refused in every
 * statement, read or not, however they are written (qualified, quoted, any case). A few SQLite
 * and DuckDB pragma functions that only describe tables stay allowed.
 */
const SERVER_PATH_NAMES: Partial<Record<SqlDialect, Set<string>>> = {
  duckdb: new Set([
    'duckdb_databases',
    'duckdb_settings',
    'duckdb_extensions',
    'duckdb_secrets',
    'duckdb_temporary_files',
    'duckdb_logs',
    'duckdb_log_contexts',
    'duckdb_memory',
    'current_setting',
    'which_secret',
    'getenv',
  ]),
  sqlite: new Set(['sqlite_dbpage']),
};
const HARMLESS_PRAGMA_FUNCTIONS = new Set([
  'pragma_table_info',
  'pragma_table_xinfo',
  'pragma_index_list',
  'pragma_index_info',
  'pragma_index_xinfo',
  'pragma_foreign_key_list',
  'pragma_show_tables',
  'pragma_version',
]);

/** Functions that change the engine's settings from inside a query (PostgreSQL's set_config and kin). */
const SETTINGS_FUNCTIONS: Partial<Record<SqlDialect, Set<string>>> = {
  postgresql: new Set(['set_config', 'pg_reload_conf']),
};

function callsSettingsFunction(words: SqlWord[], dialect: SqlDialect): boolean {
  const names = SETTINGS_FUNCTIONS[dialect];
  return Boolean(names && words.some((w) => w.next === '(' && names.has(w.word.toLowerCase())));
}

/** The name among the statement's code that would show the server's paths, or null. */
function serverPathName(sql: string, dialect: SqlDialect): string | null {
  const denied = SERVER_PATH_NAMES[dialect];
  if (!denied) return null;
  for (const t of lexSql(sql, dialect)) {
    if (t.kind !== 'word' && t.kind !== 'quoted') continue;
    const name = (t.kind === 'quoted' ? t.text.slice(1, -1) : t.text).toLowerCase();
    if (denied.has(name) || (name.startsWith('pragma_') && !HARMLESS_PRAGMA_FUNCTIONS.has(name))) return name;
  }
  return null;
}

/** node-sql-parser's grammar for an engine (DuckDB reads closest to PostgreSQL). */
export const GRAMMAR: Record<SqlDialect, SqlGrammar> = {
  postgresql: 'postgresql',
  duckdb: 'postgresql',
  mysql: 'mysql',
  sqlite: 'sqlite',
};

/** node-sql-parser's reading of one statement, when it can parse it: its type and whether it selects INTO. */
function parsedType(sql: string, dialect: SqlDialect): { type: string; into: boolean } | null {
  const grammar = GRAMMAR[dialect];
  try {
    const ast = parserFor(grammar).astify(sql, { database: grammar });
    const one = Array.isArray(ast) ? (ast.length === 1 ? ast[0] : null) : ast;
    if (!one) return null;
    const into = (one as { into?: { expr?: unknown } }).into;
    return { type: String((one as { type: string }).type).toLowerCase(), into: Boolean(into?.expr) };
  } catch {
    return null;
  }
}

/** DuckDB's secrets (CREATE [OR REPLACE] [PERSISTENT|TEMPORARY] SECRET, DROP … SECRET) write files and hold keys. */
function touchesSecrets(words: SqlWord[]): boolean {
  const head = words.slice(0, 6).map((w) => w.word);
  return (head[0] === 'CREATE' || head[0] === 'DROP') && head.includes('SECRET');
}

/**
 * The kind of one statement (split first: core/sql/split-statements.ts). A statement is a read
 * only when both readings agree: node-sql-parser with the engine's grammar (where it parses) and a
 * scan of its code words (which sees what the grammar cannot read, such as writable CTEs or
 * SELECT … INTO); anything unsure is a write. Settings and file access are told by the first
 * word, which no grammar needs to read.
 */
export function classifyStatement(sql: string, dialect: SqlDialect): StatementClass {
  const words = codeWords(sql, dialect);
  const first = words[0]?.word ?? '';
  if (SETTINGS_START.has(first) || callsSettingsFunction(words, dialect))
    return { kind: 'settings', refusal: SETTINGS_REFUSED };
  // ALTER SYSTEM (PostgreSQL) writes the server's configuration file.
  if (FILES_START.has(first) || (first === 'ALTER' && words[1]?.word === 'SYSTEM') || touchesSecrets(words))
    return { kind: 'settings', refusal: first === 'ALTER' ? SETTINGS_REFUSED : FILES_REFUSED };
  // SQLite's VACUUM INTO and MySQL's SELECT … INTO OUTFILE/DUMPFILE write a file on the server.
  if (
    words.some(
      (w, i) =>
        w.word === 'OUTFILE' ||
        w.word === 'DUMPFILE' ||
        (first === 'VACUUM' && w.word === 'INTO' && i > 0 && words[i - 1]!.depth === 0),
    )
  )
    return { kind: 'settings', refusal: FILES_REFUSED };
  const pathName = serverPathName(sql, dialect);
  const kind = readOrWrite(sql, dialect, words, first);
  return { kind, refusal: pathName ? serverPathsRefused(pathName) : null };
}

function readOrWrite(sql: string, dialect: SqlDialect, words: SqlWord[], first: string): StatementKind {
  const parsed = parsedType(sql, dialect);
  if (parsed && (parsed.into || !['select', 'show', 'desc', 'describe', 'explain'].includes(parsed.type)))
    return 'write';
  const mutates = words.some((w, i) => i > 0 && MUTATING.has(w.word) && w.next !== '(' && sql[w.start - 1] !== '.');
  if (SELECT_START.has(first)) return mutates ? 'write' : 'select';
  if (READ_START.has(first)) {
    if (first === 'EXPLAIN' && words.some((w) => w.word === 'ANALYZE' || w.word === 'ANALYSE'))
      return mutates ||
        !SELECT_START.has(words.find((w) => !['EXPLAIN', 'ANALYZE', 'ANALYSE', 'VERBOSE'].includes(w.word))?.word ?? '')
        ? 'write'
        : 'read';
    return mutates && first !== 'SHOW' && first !== 'DESCRIBE' && first !== 'DESC' ? 'write' : 'read';
  }
  return 'write';
}

/** Whether the first word could start a statement as a read (for telling a typo from a write). */
export const isReadStart = (word: string): boolean => SELECT_START.has(word) || READ_START.has(word);
