import type { Backend } from '../../../../server/engine/connectors/connector.ts';
import { codeWords, type SqlWord } from '../../../../core/sql/code-words.ts';
import { classifyStatement, isReadStart } from '../../../../server/engine/sql/statement-kind.ts';
import type { LimitingFactor } from '../../shared/index.ts';

/** What a statement does for SQL Lab: a SELECT-like read the row limit can be added to, another read, or a change. */
export type StatementKind = 'select' | 'read' | 'mutation';

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
  return isReadStart(first.word) || WRITE_START.has(first.word) ? null : first.word;
}

/**
 * Classifies a statement with the one classifier SQL Lab, datasets and chart data share
 * (server/engine/sql/statement-kind.ts): writes and settings are mutations here, needing
 * allow_dml; `refusal` says why no user may run it even where DML is allowed (engine settings,
 * the server's files, the server's paths), else null.
 */
export function classifyForSqlLab(sql: string, backend: Backend): { kind: StatementKind; refusal: string | null } {
  const { kind, refusal } = classifyStatement(sql, backend);
  return { kind: kind === 'select' || kind === 'read' ? kind : 'mutation', refusal };
}

/** The kind alone (see classifyForSqlLab). */
export function statementKind(sql: string, backend: Backend): StatementKind {
  return classifyForSqlLab(sql, backend).kind;
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
