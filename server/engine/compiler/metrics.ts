import type { CompileContext } from './compile-context.ts';
import { datasetColumnExpr, missingColumnsError } from './columns.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { AGGREGATES, metricLabel, type Aggregate, type Metric } from './query-object.ts';
import { assertSafeSql } from './sql-safety.ts';

/** A metric of the query, as SQL. */
export interface ResolvedMetric {
  label: string;
  expr: string;
}

export function unknownMetricError(name: string): QueryCompileError {
  return new QueryCompileError(`Metric '${name}' does not exist`);
}

function aggregate(agg: Aggregate, expr: string): string {
  return agg === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${expr})` : `${agg}(${expr})`;
}

/**
 * A saved metric (its trusted expression), a SIMPLE adhoc metric (one of Superset's six
 * aggregates over a dataset column) or a SQL adhoc metric (checked by assertSafeSql), each in
 * parentheses.
 */
export function resolveMetric(ctx: CompileContext, m: Metric, field: string): ResolvedMetric {
  const label = metricLabel(m);
  if (typeof m === 'string') {
    const saved = ctx.metricsByName.get(m);
    if (!saved) throw unknownMetricError(m);
    return { label, expr: `(${saved.expression.trim()})` };
  }
  if (m.expressionType === 'SIMPLE') {
    const agg = String(m.aggregate).toUpperCase() as Aggregate;
    if (!AGGREGATES.includes(agg))
      throw new QueryCompileError(
        `Unsupported aggregate: ${String(m.aggregate)} (expected one of ${AGGREGATES.join(', ')})`,
      );
    const col = ctx.columnsByName.get(m.column.column_name);
    if (!col) throw missingColumnsError([m.column.column_name]);
    return { label, expr: `(${aggregate(agg, datasetColumnExpr(ctx, col))})` };
  }
  return { label, expr: `(${assertSafeSql(m.sqlExpression, ctx.dialect, field, 'expression', ctx.safety)})` };
}

/** Names of SIMPLE metric columns the dataset does not have. */
export function missingMetricColumns(ctx: CompileContext, metrics: readonly Metric[]): string[] {
  return metrics.flatMap((m) =>
    typeof m !== 'string' && m.expressionType === 'SIMPLE' && !ctx.columnsByName.has(m.column.column_name)
      ? [m.column.column_name]
      : [],
  );
}
