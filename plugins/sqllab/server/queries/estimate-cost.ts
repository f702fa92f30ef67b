import type { Connector } from '../../../../server/engine/connectors/connector.ts';
import { codeWords } from '../../../../core/sql/code-words.ts';
import { splitStatements } from '../../../../core/sql/split-statements.ts';
import { classifyForSqlLab, unknownStatementWord } from './sql-statements.ts';
import { DML_NOT_ALLOWED_MESSAGE, SqlLabError } from './sqllab-errors.ts';
import { defaultSchemaSql } from './query-runner.ts';

/** One statement's estimate, as Superset's query_cost_formatter gives it: metric name → text. */
export type CostRow = Record<string, string>;

const PG_COST = /cost=(\d+(?:\.\d+)?)\.\.(\d+(?:\.\d+)?)/;

async function explain(
  connector: Pick<Connector, 'backend' | 'execute'>,
  sql: string,
  timeoutMs: number,
): Promise<CostRow> {
  switch (connector.backend) {
    case 'postgresql': {
      const r = await connector.execute(`EXPLAIN ${sql}`, { timeoutMs });
      const m = PG_COST.exec(String(r.rows[0]?.[0] ?? ''));
      if (!m) return {};
      return { 'Start-up cost': String(Number(m[1])), 'Total cost': String(Number(m[2])) };
    }
    case 'mysql': {
      const r = await connector.execute(`EXPLAIN ${sql}`, { timeoutMs });
      const rowsAt = r.columns.findIndex((c) => c.name.toLowerCase() === 'rows');
      const total = r.rows.reduce((sum, row) => sum + (Number(row[rowsAt]) || 0), 0);
      return { 'Estimated rows': String(total) };
    }
    case 'duckdb': {
      const r = await connector.execute(`EXPLAIN ${sql}`, { timeoutMs });
      const valueAt = r.columns.findIndex((c) => c.name === 'explain_value');
      return { Plan: r.rows.map((row) => String(row[valueAt < 0 ? r.columns.length - 1 : valueAt] ?? '')).join('\n') };
    }
    case 'sqlite': {
      const r = await connector.execute(`EXPLAIN QUERY PLAN ${sql}`, { timeoutMs });
      const detailAt = r.columns.findIndex((c) => c.name === 'detail');
      return {
        Plan: r.rows.map((row) => String(row[detailAt < 0 ? r.columns.length - 1 : detailAt] ?? '')).join('\n'),
      };
    }
  }
}

/**
 * `POST /api/v1/sqllab/estimate/`: each statement's cost from the engine's EXPLAIN (PostgreSQL
 * start-up/total cost, MySQL's estimated rows, DuckDB's and SQLite's plan text). Nothing runs:
 * statements that would change data are refused unless the database allows DML, and a statement
 * that is itself an EXPLAIN/ANALYZE is refused (EXPLAIN ANALYZE would execute it).
 */
export async function estimateCost(
  connector: Connector,
  sql: string,
  allowDml: boolean,
  timeoutMs: number,
  schema: string | null = null,
): Promise<CostRow[]> {
  const statements = splitStatements(sql, connector.backend);
  if (statements.length === 0) throw new SqlLabError(400, 'INVALID_SQL_ERROR', 'The query is empty.');
  for (const s of statements) {
    const first = codeWords(s, connector.backend)[0]?.word ?? '';
    if (['EXPLAIN', 'ANALYZE', 'ANALYSE', 'DESCRIBE', 'DESC'].includes(first))
      throw new SqlLabError(400, 'INVALID_SQL_ERROR', `Cannot estimate the cost of a ${first} statement.`);
    // A typo (no engine's statement word) goes to EXPLAIN, which only plans: the engine names the error.
    const { kind, refusal } = classifyForSqlLab(s, connector.backend);
    if (!allowDml && kind === 'mutation' && !unknownStatementWord(s, connector.backend)) {
      throw new SqlLabError(400, 'DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED_MESSAGE);
    }
    if (refusal) throw new SqlLabError(400, 'QUERY_SECURITY_ACCESS_ERROR', refusal);
  }
  const prequery = defaultSchemaSql(connector, schema);
  try {
    return await connector.withSession(async (session) => {
      if (prequery) await session.execute(prequery, { timeoutMs });
      const out: CostRow[] = [];
      for (const s of statements)
        out.push(await explain({ backend: connector.backend, execute: (q, o) => session.execute(q, o) }, s, timeoutMs));
      return out;
    });
  } catch (err) {
    throw new SqlLabError(400, 'GENERIC_DB_ENGINE_ERROR', (err as Error).message);
  }
}
