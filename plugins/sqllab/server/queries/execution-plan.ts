import type { Backend } from '../../../../server/engine/connectors/connector.ts';
import type { LimitingFactor } from '../../shared/index.ts';
import { splitStatements } from '../../../../core/sql/split-statements.ts';
import { applyLimit, classifyForSqlLab, unknownStatementWord, type StatementKind } from './sql-statements.ts';
import {
  CTAS_NOT_SELECT_MESSAGE,
  CVAS_NOT_SINGLE_SELECT_MESSAGE,
  DML_NOT_ALLOWED_MESSAGE,
  SqlLabError,
} from './sqllab-errors.ts';

export interface PlannedStatement {
  sql: string;
  kind: StatementKind;
  /** Rows to keep of this statement's result (only the last statement's rows are kept). */
  keep: number;
  factorIfNotCut: LimitingFactor;
}

export interface CtasTarget {
  method: 'TABLE' | 'VIEW';
  table: string;
  schema: string | null;
  /** `SELECT * FROM <target> LIMIT n`, to read what was created. */
  selectSql: string;
}

/** What a run will do, worked out (and checked) before the Query row is written. JSON-safe: it travels to job workers. */
export interface ExecutionPlan {
  statements: PlannedStatement[];
  limit: number;
  ctas: CtasTarget | null;
}

export interface PlanInput {
  sql: string;
  backend: Backend;
  limit: number;
  database: {
    allow_dml: boolean | number;
    allow_ctas: boolean | number;
    allow_cvas: boolean | number;
    force_ctas_schema: string | null;
  };
  ctas: {
    enabled: boolean;
    method: 'TABLE' | 'VIEW';
    table: string | null;
    schema: string | null;
    userId: number;
  } | null;
  quote: (name: string) => string;
  selectStar: (table: string, schema: string | null, limit: number) => string;
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}_${p(d.getUTCMonth() + 1)}_${p(d.getUTCDate())}_${p(d.getUTCHours())}_${p(d.getUTCMinutes())}_${p(d.getUTCSeconds())}`;
}

export function planExecution(input: PlanInput): ExecutionPlan {
  const texts = splitStatements(input.sql, input.backend);
  if (texts.length === 0) throw new SqlLabError(400, 'INVALID_SQL_ERROR', 'The query is empty.');
  const classes = texts.map((t) => classifyForSqlLab(t, input.backend));
  const kinds = classes.map((c) => c.kind);
  const ctas = input.ctas?.enabled ? input.ctas : null;
  let target: CtasTarget | null = null;

  if (ctas) {
    const last = kinds.length - 1;
    if (ctas.method === 'TABLE') {
      if (!input.database.allow_ctas)
        throw new SqlLabError(
          400,
          'INVALID_CTAS_QUERY_ERROR',
          'This database does not allow CREATE TABLE AS SELECT (CTAS).',
        );
      if (kinds[last] !== 'select') throw new SqlLabError(400, 'INVALID_CTAS_QUERY_ERROR', CTAS_NOT_SELECT_MESSAGE);
    } else {
      if (!input.database.allow_cvas)
        throw new SqlLabError(
          400,
          'INVALID_CVAS_QUERY_ERROR',
          'This database does not allow CREATE VIEW AS SELECT (CVAS).',
        );
      if (texts.length !== 1 || kinds[0] !== 'select')
        throw new SqlLabError(400, 'INVALID_CVAS_QUERY_ERROR', CVAS_NOT_SINGLE_SELECT_MESSAGE);
    }
    const table = ctas.table || `tmp_${ctas.userId}_table_${stamp(new Date())}`;
    const schema = input.database.force_ctas_schema || ctas.schema || null;
    const name = schema ? `${input.quote(schema)}.${input.quote(table)}` : input.quote(table);
    texts[last] = `CREATE ${ctas.method} ${name} AS\n${texts[last]}`;
    kinds[last] = 'mutation';
    target = { method: ctas.method, table, schema, selectSql: input.selectStar(table, schema, input.limit) };
  }

  const mutates = kinds.some((k, i) => k === 'mutation' && !(target && i === kinds.length - 1));
  if (mutates && !input.database.allow_dml) {
    const typo = texts
      .map((t, i) => (kinds[i] === 'mutation' ? unknownStatementWord(t, input.backend) : null))
      .find((w) => w !== null);
    if (typo)
      throw new SqlLabError(
        400,
        'INVALID_SQL_ERROR',
        `Syntax error: no statement starts with "${typo}". Check the SQL for a typo.`,
      );
    throw new SqlLabError(400, 'DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED_MESSAGE);
  }
  // Engine settings, the server's files and paths: never, whatever the database allows.
  const refusal = classes.map((c) => c.refusal).find((r) => r !== null);
  if (refusal) throw new SqlLabError(400, 'QUERY_SECURITY_ACCESS_ERROR', refusal);

  const statements = texts.map((text, i): PlannedStatement => {
    const isLast = i === texts.length - 1;
    if (isLast && kinds[i] === 'select') {
      const l = applyLimit(text, input.backend, input.limit);
      return { sql: l.sql, kind: 'select', keep: l.keep, factorIfNotCut: l.factorIfNotCut };
    }
    return { sql: text, kind: kinds[i]!, keep: isLast ? input.limit : 0, factorIfNotCut: 'NOT_LIMITED' };
  });
  return { statements, limit: input.limit, ctas: target };
}
