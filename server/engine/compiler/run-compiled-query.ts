import { GenericDataType, type Connector, type QueryResult } from '../connectors/connector.ts';
import { naiveTimestampToMs } from '../connectors/normalize.ts';
import type { BoundSql, CompiledQuery } from './compiled-query.ts';

export interface RunOptions {
  maxRows?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface CompiledQueryResult extends QueryResult {
  /** The statements run, in order (one, or the series pre-query then the main query). */
  statements: BoundSql[];
  /** With M4 in the SQL (`compiled.downsampleBuckets`): the series' distinct x values before thinning. */
  downsampleFromRows?: number;
}

/**
 * Runs a compiled query's plan on a connector of its dialect. Result columns are named by their
 * labels (whatever alias the SQL gave them), and temporal labels that an engine returns as text
 * (SQLite's grains) become epoch milliseconds like every other timestamp.
 */
export async function runCompiledQuery(
  connector: Connector,
  compiled: CompiledQuery,
  opts: RunOptions = {},
): Promise<CompiledQueryResult> {
  if (connector.backend !== compiled.dialect)
    throw new Error(`A ${compiled.dialect} query cannot run on a ${connector.backend} connection`);
  const exec = { timeoutMs: opts.timeoutMs, signal: opts.signal };
  const statements: BoundSql[] = [];
  let main: BoundSql;
  if (compiled.plan.kind === 'single') {
    main = compiled.plan.statement;
  } else {
    const pre = compiled.plan.seriesQuery;
    statements.push(pre);
    const series = await connector.execute(pre.sql, { ...exec, params: pre.params });
    main = compiled.plan.mainQuery(series.rows);
  }
  statements.push(main);
  const result = await connector.execute(main.sql, { ...exec, params: main.params, maxRows: opts.maxRows });
  if (compiled.downsampleBuckets && result.columns.length === compiled.columns.length + 1) {
    // M4 ran in the SQL: its last column is the count before thinning, the same on every row.
    const last = compiled.columns.length;
    const fromRows = Number(result.rows[0]?.[last] ?? 0);
    const rows = result.rows.map((r) => r.slice(0, last));
    const stripped = { ...result, columns: result.columns.slice(0, last), rows };
    return { ...labelled(stripped, compiled), statements, downsampleFromRows: fromRows };
  }
  return { ...labelled(result, compiled), statements };
}

function labelled(result: QueryResult, compiled: CompiledQuery): QueryResult {
  if (result.columns.length !== compiled.columns.length) return result;
  const temporal = compiled.columns.map((c) => c.temporal);
  const columns = result.columns.map((col, i) => ({
    ...col,
    name: compiled.columns[i]!.label,
    genericType: temporal[i] ? GenericDataType.TEMPORAL : col.genericType,
  }));
  const needsConversion = temporal.some((t, i) => t && result.columns[i]!.genericType !== GenericDataType.TEMPORAL);
  const rows = needsConversion
    ? result.rows.map((r) => r.map((v, i) => (temporal[i] && typeof v === 'string' ? (naiveTimestampToMs(v) ?? v) : v)))
    : result.rows;
  return { ...result, columns, rows };
}
