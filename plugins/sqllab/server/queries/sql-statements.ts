import nodeSqlParser from 'node-sql-parser';
import type { Backend } from '../../../../server/engine/connectors/connector.ts';
import { codeWords, type SqlWord } from '../../../../core/sql/code-words.ts';
import type { LimitingFactor } from '../../shared/index.ts';

/** What a statement does: a SELECT-like read the row limit can be added to, another read, or a change. */
export type StatementKind = 'select' | 'read' | 'mutation';

const SELECT_START = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM']);
// PRAGMA is not a read: it changes engine settings, and even its reads show the server's paths
// (PRAGMA database_list), so it needs allow_dml like any other change (issue 11 point 1).
const READ_START = new Set(['SHOW', 'EXPLAIN', 'DESCRIBE', 'DESC', 'SUMMARIZE']);
/**
 * Words that make a SELECT-like statement change something (data-modifying CTEs, SELECT … INTO,
 * INTO OUTFILE). Other writing statements (SET, COPY, CALL, VACUUM…) never start like a SELECT,
 * so they are mutations by their first word; common column names (comment, set, load…) stay reads.
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
 * First words of the statements the four engines know that are not reads (broadly: any dialect's).
 * A refused statement whose first word is none of these, nor a read's, cannot run anywhere: it is
 * a typo, and the user is told so rather than that it changes data.
 */
const WRITE_START = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'REPLACE',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'RENAME',
  'COPY',
  'SET',
  'RESET',
  'PRAGMA',
  'CALL',
  'DO',
  'EXEC',
  'EXECUTE',
  'PREPARE',
  'DEALLOCATE',
  'VACUUM',
  'ANALYZE',
  'ANALYSE',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'UNINSTALL',
  'LOAD',
  'FORCE',
  'USE',
  'EXPORT',
  'IMPORT',
  'CHECKPOINT',
  'BEGIN',
  'START',
  'COMMIT',
  'END',
  'ROLLBACK',
  'ABORT',
  'SAVEPOINT',
  'RELEASE',
  'LOCK',
  'UNLOCK',
  'GRANT',
  'REVOKE',
  'COMMENT',
  'CLUSTER',
  'REINDEX',
  'REFRESH',
  'LISTEN',
  'NOTIFY',
  'UNLISTEN',
  'DISCARD',
  'SECURITY',
  'REASSIGN',
  'HANDLER',
  'FLUSH',
  'KILL',
  'OPTIMIZE',
  'REPAIR',
  'CHECK',
  'CHECKSUM',
  'PURGE',
  'SHUTDOWN',
  'RESTART',
  'PIVOT',
  'UNPIVOT',
  'XA',
  'SIGNAL',
  'RESIGNAL',
  'GET',
  'DECLARE',
  'FETCH',
  'MOVE',
  'CLOSE',
  'OPEN',
]);

/** The first word of a statement when no engine would know it as one (a typo such as SELEC), else null. */
export function unknownStatementWord(sql: string, backend: Backend): string | null {
  const first = codeWords(sql, backend)[0];
  if (!first || !/^[A-Z_]+$/.test(first.word)) return null;
  return SELECT_START.has(first.word) || READ_START.has(first.word) || WRITE_START.has(first.word) ? null : first.word;
}

const PARSER_DB: Record<Backend, string> = {
  postgresql: 'PostgresQL',
  duckdb: 'PostgresQL',
  mysql: 'MariaDB',
  sqlite: 'Sqlite',
};
const parser = new nodeSqlParser.Parser();

/** node-sql-parser's reading of one statement, when it can parse it: its type and whether it selects INTO. */
function parsedType(sql: string, backend: Backend): { type: string; into: boolean } | null {
  try {
    const ast = parser.astify(sql, { database: PARSER_DB[backend] });
    const one = Array.isArray(ast) ? (ast.length === 1 ? ast[0] : null) : ast;
    if (!one) return null;
    const into = (one as { into?: { expr?: unknown } }).into;
    return { type: String((one as { type: string }).type).toLowerCase(), into: Boolean(into?.expr) };
  } catch {
    return null;
  }
}

/**
 * Classifies a statement. A statement is a read only when both readings agree: node-sql-parser
 * (where it parses the dialect) and a scan of its code words (which sees through what the parser
 * cannot parse, such as writable CTEs or SELECT … INTO). Anything unsure counts as a mutation.
 */
export function statementKind(sql: string, backend: Backend): StatementKind {
  const words = codeWords(sql, backend);
  const first = words[0]?.word ?? '';
  const parsed = parsedType(sql, backend);
  if (parsed && (parsed.into || !['select', 'show', 'desc', 'describe', 'explain'].includes(parsed.type)))
    return 'mutation';
  const mutates = words.some((w, i) => i > 0 && MUTATING.has(w.word) && w.next !== '(' && sql[w.start - 1] !== '.');
  if (SELECT_START.has(first)) return mutates ? 'mutation' : 'select';
  if (READ_START.has(first)) {
    if (first === 'EXPLAIN' && words.some((w) => w.word === 'ANALYZE' || w.word === 'ANALYSE'))
      return mutates ||
        !SELECT_START.has(words.find((w) => !['EXPLAIN', 'ANALYZE', 'ANALYSE', 'VERBOSE'].includes(w.word))?.word ?? '')
        ? 'mutation'
        : 'read';
    return mutates && first !== 'SHOW' && first !== 'DESCRIBE' && first !== 'DESC' ? 'mutation' : 'read';
  }
  return 'mutation';
}

export interface LimitedStatement {
  sql: string;
  /** Rows to keep; more than this many means the dropdown limit cut the result. */
  keep: number;
  /** The factor when the result is not cut (cut results are DROPDOWN). */
  factorIfNotCut: LimitingFactor;
}

/** The trailing top-level `LIMIT n [OFFSET m]` / `LIMIT m, n` of a SELECT, if it is a plain number. */
function trailingLimit(sql: string, words: SqlWord[]): { count: number; start: number; end: number } | null {
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (w.depth !== 0 || w.word !== 'LIMIT') continue;
    const tail = sql.slice(w.end);
    const m = /^\s*(\d+)(\s*,\s*(\d+))?(\s+OFFSET\s+\d+(\s+ROWS?)?)?\s*$/i.exec(tail);
    if (!m) return null;
    if (m[3] !== undefined) {
      const at = w.end + tail.indexOf(m[3], m[1]!.length + tail.indexOf(m[1]!));
      return { count: Number(m[3]), start: at, end: at + m[3].length };
    }
    const at = w.end + tail.indexOf(m[1]!);
    return { count: Number(m[1]), start: at, end: at + m[1]!.length };
  }
  return null;
}

/**
 * The row limit applied to a SELECT as Superset does: the SQL's own LIMIT is kept when smaller
 * (QUERY), otherwise one more row than the limit is asked for, so a cut can be seen (DROPDOWN).
 */
export function applyLimit(sql: string, backend: Backend, limit: number): LimitedStatement {
  const words = codeWords(sql, backend);
  const own = trailingLimit(sql, words);
  if (own) {
    if (own.count < limit) return { sql, keep: own.count, factorIfNotCut: 'QUERY' };
    if (own.count === limit) return { sql, keep: limit, factorIfNotCut: 'QUERY_AND_DROPDOWN' };
    return {
      sql: `${sql.slice(0, own.start)}${limit + 1}${sql.slice(own.end)}`,
      keep: limit,
      factorIfNotCut: 'NOT_LIMITED',
    };
  }
  return { sql: `${sql}\nLIMIT ${limit + 1}`, keep: limit, factorIfNotCut: 'NOT_LIMITED' };
}
