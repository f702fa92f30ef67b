import { codeWords } from '../../../../core/sql/code-words.ts';
import { splitStatements } from '../../../../core/sql/split-statements.ts';
import type { Connector } from '../../../../server/engine/connectors/connector.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { withReadOnlySession } from '../../../../server/engine/connectors/read-only-session.ts';
import { supersetErrors } from '../../../../server/http/errors.ts';

/** Superset's SQLValidationAnnotation. */
export interface SqlAnnotation {
  line_number: number | null;
  start_column: number | null;
  end_column: number | null;
  message: string;
}

/** Statements EXPLAIN would run rather than plan (EXPLAIN ANALYZE), or that are no statement to plan. */
const NOT_PLANNED = new Set(['EXPLAIN', 'ANALYZE', 'ANALYSE']);

/**
 * `POST /api/v1/database/<pk>/validate_sql/`. PostgreSQL's validator plans each statement with
 * EXPLAIN in a READ ONLY transaction that is rolled back (nothing runs), and reports each
 * engine error as an annotation on the line it points at. Other engines have no validator:
 * Superset's 422 "no SQL validator is configured for <backend>".
 */
export async function validateSql(connector: Connector, sql: string, schema: string | null): Promise<SqlAnnotation[]> {
  if (connector.backend !== 'postgresql') {
    throw supersetErrors(422, [
      {
        message: `no SQL validator is configured for ${connector.backend}`,
        error_type: 'GENERIC_DB_ENGINE_ERROR',
        level: 'error',
        extra: {},
      },
    ]);
  }
  const statements = locate(sql);
  return withReadOnlySession(connector, async (session) => {
    if (schema) await session.execute(`SET LOCAL search_path TO ${connector.quoteIdentifier(schema)}`);
    const out: SqlAnnotation[] = [];
    for (const { text, line } of statements) {
      const first = codeWords(text, 'postgresql')[0]?.word ?? '';
      if (NOT_PLANNED.has(first)) {
        out.push({
          line_number: line,
          start_column: null,
          end_column: null,
          message: `ERROR: ${first} is not validated`,
        });
        continue;
      }
      try {
        await session.execute('SAVEPOINT loupe_validate');
        await session.execute(`EXPLAIN ${text}`);
        await session.execute('RELEASE SAVEPOINT loupe_validate');
      } catch (err) {
        if (!(err instanceof ConnectorError)) throw err;
        if (
          ![
            'SYNTAX_ERROR',
            'TABLE_DOES_NOT_EXIST_ERROR',
            'COLUMN_DOES_NOT_EXIST_ERROR',
            'SCHEMA_DOES_NOT_EXIST_ERROR',
            'GENERIC_DB_ENGINE_ERROR',
          ].includes(err.errorType)
        )
          throw err;
        await session.execute('ROLLBACK TO SAVEPOINT loupe_validate');
        out.push({
          line_number: line + lineOfPosition(text, positionOf(err)),
          start_column: null,
          end_column: null,
          message: `ERROR: ${err.message}`,
        });
      }
    }
    return out;
  });
}

/** Each statement with the (1-based) line it starts on in the whole text. */
function locate(sql: string): { text: string; line: number }[] {
  let from = 0;
  return splitStatements(sql, 'postgresql').map((text) => {
    const at = sql.indexOf(text, from);
    from = at + text.length;
    return { text, line: 1 + countLines(sql.slice(0, Math.max(at, 0))) };
  });
}

const countLines = (s: string) => s.split('\n').length - 1;

/** The 1-based character PostgreSQL's error points at in `EXPLAIN <statement>`, less the prefix. */
function positionOf(err: ConnectorError): number | null {
  const p = Number((err.cause as { position?: string } | undefined)?.position);
  return Number.isInteger(p) && p > 0 ? Math.max(p - 'EXPLAIN '.length, 1) : null;
}

const lineOfPosition = (text: string, position: number | null) =>
  position === null ? 0 : countLines(text.slice(0, position - 1));
