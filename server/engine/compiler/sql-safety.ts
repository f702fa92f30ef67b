import type { Dialect } from './compile-dataset.ts';
import { dialectSpec } from './dialects.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { classifyStatement } from '../sql/statement-kind.ts';
import { parserCheck, WRAP, type SqlClause } from './sql-parser-check.ts';
import { BACKSLASH_MODES, tokenizeSql, UnsafeSqlError, type SqlToken } from './sql-tokenizer.ts';

export type { SqlClause } from './sql-parser-check.ts';

export interface SqlSafetyOptions {
  /** Allow SELECT (and other subqueries) inside adhoc SQL; Superset's ALLOW_ADHOC_SUBQUERY. Off by default. */
  allowSubqueries?: boolean;
}

/** Superset's message for a subquery in adhoc SQL. */
export const SUBQUERY_MESSAGE = 'Custom SQL fields cannot contain sub-queries.';

/** Words that start or belong to statements which have no place inside an expression. */
const STATEMENT_WORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'DROP',
  'CREATE',
  'ALTER',
  'TRUNCATE',
  'GRANT',
  'REVOKE',
  'ATTACH',
  'DETACH',
  'COPY',
  'PRAGMA',
  'VACUUM',
  'CALL',
  'EXEC',
  'EXECUTE',
  'INTO',
  'INSTALL',
  'LOAD',
  'RENAME',
  'REINDEX',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'PREPARE',
  'DEALLOCATE',
  'SHUTDOWN',
  'KILL',
  'HANDLER',
  'LOCK',
  'UNLOCK',
  'OUTFILE',
  'DUMPFILE',
]);

/** Words that make a subquery (DuckDB also reads `(FROM t)` as one). */
const SUBQUERY_WORDS = new Set([
  'SELECT',
  'TABLE',
  'VALUES',
  'UNION',
  'INTERSECT',
  'EXCEPT',
  'PIVOT',
  'UNPIVOT',
  'SUMMARIZE',
  'DESCRIBE',
  'SHOW',
]);

/**
 * Functions that read files, other tables through text, server state, or stall the server
 * (Superset's DISALLOWED_SQL_FUNCTIONS and more).
 */
const DENIED_FUNCTIONS: Record<Dialect, Set<string>> = {
  postgresql: new Set([
    'query_to_xml',
    'query_to_xml_and_xmlschema',
    'query_to_xmlschema',
    'cursor_to_xml',
    'cursor_to_xmlschema',
    'table_to_xml',
    'table_to_xmlschema',
    'table_to_xml_and_xmlschema',
    'schema_to_xml',
    'schema_to_xmlschema',
    'schema_to_xml_and_xmlschema',
    'database_to_xml',
    'database_to_xmlschema',
    'database_to_xml_and_xmlschema',
    'dblink',
    'dblink_exec',
    'pg_read_file',
    'pg_read_binary_file',
    'pg_ls_dir',
    'pg_stat_file',
    'lo_import',
    'lo_export',
    'pg_sleep',
    'pg_sleep_for',
    'pg_sleep_until',
    'set_config',
    'pg_terminate_backend',
    'pg_cancel_backend',
    'pg_reload_conf',
    'version',
    'inet_server_addr',
    'inet_client_addr',
  ]),
  mysql: new Set(['load_file', 'sleep', 'benchmark', 'get_lock', 'release_lock', 'version', 'sys_exec', 'sys_eval']),
  sqlite: new Set(['load_extension', 'readfile', 'writefile', 'edit', 'fts3_tokenizer']),
  duckdb: new Set([
    'query',
    'query_table',
    'read_csv',
    'read_csv_auto',
    'read_parquet',
    'parquet_scan',
    'read_json',
    'read_json_auto',
    'read_ndjson',
    'read_text',
    'read_blob',
    'glob',
    'getenv',
    'sniff_csv',
    'sqlite_scan',
    'postgres_scan',
    'mysql_scan',
  ]),
};

/**
 * Refuses adhoc SQL (an adhoc column, a SQL metric, extras.where/having, an adhoc filter column)
 * that could escape its place in the generated query, and returns it trimmed. Two independent
 * checks: a tokenizer that follows the engine's quoting rules (in every backslash mode the engine
 * may be in) and refuses separators, comments that cut or hide, unbalanced quotes and
 * parentheses, bind parameters, statement keywords, subqueries and dangerous functions; then
 * node-sql-parser parses the fragment in place and must find one SELECT with no subquery; and
 * the query it makes must classify as a read that names nothing showing the server's paths.
 * The compiler still puts the fragment in parentheses.
 */
export function assertSafeSql(
  sql: string,
  dialect: Dialect,
  field: string,
  clause: SqlClause,
  opts: SqlSafetyOptions = {},
): string {
  const fail = (reason: string): never => {
    throw new QueryCompileError(reason === 'SUBQUERY' ? SUBQUERY_MESSAGE : `Invalid SQL in ${field}: ${reason}`);
  };
  if (typeof sql !== 'string') return fail('it must be a string');
  const text = sql.trim();
  if (!text) return fail('it is empty');
  const allowSubqueries = Boolean(opts.allowSubqueries);
  try {
    for (const mode of BACKSLASH_MODES[dialect]) checkWords(tokenizeSql(text, dialect, mode), dialect, allowSubqueries);
    parserCheck(text, dialectSpec(dialect), clause, allowSubqueries);
    // The rule of every statement (statement-kind.ts), on the query the fragment makes: one read
    // that names nothing showing the server's paths or settings.
    const { kind, refusal } = classifyStatement(WRAP[clause](text), dialect);
    if (refusal) return fail(refusal);
    if (kind !== 'select') return fail('it is not a single expression');
  } catch (err) {
    if (err instanceof UnsafeSqlError) return fail(err.message);
    throw err;
  }
  return text;
}

function checkWords(tokens: SqlToken[], dialect: Dialect, allowSubqueries: boolean): void {
  const code = tokens.filter((t) => t.kind !== 'space' && t.kind !== 'comment');
  code.forEach((t, i) => {
    const prev = code[i - 1];
    const next = code[i + 1];
    // A function is refused by name however it is written: qualified, quoted, any case.
    if (next?.text === '(' && (t.kind === 'word' || t.kind === 'quoted')) {
      const name = t.kind === 'quoted' ? t.text.slice(1, -1) : t.text;
      if (DENIED_FUNCTIONS[dialect].has(name.toLowerCase()))
        throw new UnsafeSqlError(`the function '${name}' is not allowed`);
    }
    if (t.kind !== 'word') return;
    const upper = t.text.toUpperCase();
    if (STATEMENT_WORDS.has(upper))
      throw new UnsafeSqlError(`'${t.text}' is not allowed in an expression (no statements, DML or DDL)`);
    if (
      !allowSubqueries &&
      (SUBQUERY_WORDS.has(upper) || (upper === 'FROM' && dialect === 'duckdb' && prev?.text === '('))
    )
      throw new UnsafeSqlError('SUBQUERY');
  });
}
