import type { CompileContext } from './compile-context.ts';
import { datasetColumnExpr, resolveColumn, type ResolvedColumn } from './columns.ts';
import { resolveMetric, type ResolvedMetric } from './metrics.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { columnLabel, isAdhocMetric, type AdhocColumn, type QueryObject } from './query-object.ts';

export interface CompiledOrderBy {
  /** `<expression> ASC|DESC` terms. */
  terms: string[];
  /** A metric is ordered by: the query must aggregate even in raw-records mode (as in Superset). */
  needsGroupBy: boolean;
}

const direction = (ascending: boolean) => (ascending ? 'ASC' : 'DESC');

/**
 * ORDER BY terms, as expressions (never result aliases, which engines resolve differently). A
 * name is looked up among the query's result labels, then dataset columns, then saved metrics;
 * adhoc metrics and columns are compiled like those of the SELECT. Without an orderby, a query
 * with metrics and columns is ordered by its first metric, descending when `order_desc`.
 */
export function compileOrderBy(
  ctx: CompileContext,
  qo: QueryObject,
  columns: ResolvedColumn[],
  metrics: ResolvedMetric[],
): CompiledOrderBy {
  let needsGroupBy = false;
  const terms = qo.orderby.map(([ref, ascending], i) => {
    const field = `orderby[${i}]`;
    let expr: string;
    if (typeof ref === 'string') {
      const selected = columns.find((c) => c.label === ref) ?? metrics.find((m) => m.label === ref);
      const column = ctx.columnsByName.get(ref);
      const saved = ctx.metricsByName.get(ref);
      if (selected) expr = selected.expr;
      else if (column) expr = datasetColumnExpr(ctx, column);
      else if (saved) {
        expr = `(${saved.expression.trim()})`;
        needsGroupBy = true;
      } else throw new QueryCompileError(`Unknown column used in orderby: ${ref}`);
    } else if (isAdhocMetric(ref) && !isOrderColumn(ref, columns)) {
      expr = resolveMetric(ctx, ref, field).expr;
      needsGroupBy = true;
    } else {
      expr = resolveColumn(ctx, ref as AdhocColumn, field).expr;
    }
    return `${expr} ${direction(ascending)}`;
  });
  // A query without columns returns one row: nothing to order.
  if (terms.length === 0 && metrics.length > 0 && columns.length > 0 && qo.metrics !== null)
    terms.push(`${metrics[0]!.expr} ${direction(!qo.order_desc)}`);
  return { terms, needsGroupBy };
}

/** An adhoc SQL entry that is one of the query's columns (same label) or says it is a column. */
function isOrderColumn(ref: object, columns: ResolvedColumn[]): boolean {
  const r = ref as Partial<AdhocColumn> & { expressionType?: string };
  if (r.expressionType !== 'SQL') return false;
  if (r.columnType || r.isColumnReference || r.timeGrain) return true;
  return typeof r.sqlExpression === 'string' && columns.some((c) => c.label === columnLabel(r as AdhocColumn));
}
