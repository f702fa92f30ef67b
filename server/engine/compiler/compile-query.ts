import { createCompileContext, type CompileContext } from './compile-context.ts';
import type { CompileDataset, Dialect } from './compile-dataset.ts';
import type { BoundSql, CompiledColumn, CompiledQuery, QueryPlan } from './compiled-query.ts';
import {
  grainedColumn,
  missingColumnNames,
  missingColumnsError,
  resolveColumn,
  type ResolvedColumn,
} from './columns.ts';
import type { SeriesLimitStrategy } from './dialects.ts';
import { compileFilters, granularityConditions } from './filters.ts';
import { assertUniqueLabels, assignAliases } from './labels.ts';
import { missingMetricColumns, resolveMetric, unknownMetricError, type ResolvedMetric } from './metrics.ts';
import { normalizeQueryObject } from './normalize-query-object.ts';
import { compileOrderBy } from './orderby.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { m4Statement, pushdownApplies, type DownsamplePushdownRequest } from './downsample-pushdown.ts';
import { DTTM_ALIAS, columnLabel, type QueryObject } from './query-object.ts';
import { fromClause, rowcountStatement, selectStatement } from './select-statement.ts';
import { seriesCondition, seriesLimitJoin, seriesPreQuery, type SeriesLimit } from './series-limit.ts';
import { Sql } from './sql-fragment.ts';
import { assertSafeSql } from './sql-safety.ts';
import { resolveTimeRange, type TimeRangeResolver } from './time-filter.ts';
import { rlsConditions, type RlsClause } from './rls-conditions.ts';

export interface CompileOptions {
  /** The limit when `row_limit` is 0 or absent (Superset's ROW_LIMIT, 50 000). */
  defaultRowLimit: number;
  /** The cap on any row limit (Superset's SQL_MAX_ROW). */
  maxRowLimit?: number;
  /** The time-range grammar: `"Last year"` → bounds (naive timestamps as the Dates' UTC fields). */
  resolveTimeRange: TimeRangeResolver;
  /**
   * Row-level security clauses: each checked like extras.where; those sharing a group key ORed,
   * the groups and key-less clauses ANDed into the WHERE (Superset's behaviour, reference §15.4).
   */
  rlsClauses?: readonly RlsClause[];
  /** Allow subqueries in adhoc SQL (Superset's ALLOW_ADHOC_SUBQUERY); off by default. */
  allowSubqueries?: boolean;
  /** Overrides the dialect's choice: one statement with a join, or a pre-query then the main query. */
  seriesLimitStrategy?: SeriesLimitStrategy;
  /**
   * Loupe's downsample computed in the SQL (M4 over x buckets) when the query is a plain time
   * series the engine can thin (downsample-pushdown.ts); ignored otherwise (`downsampleBuckets` null).
   */
  downsample?: DownsamplePushdownRequest;
}

/**
 * Compiles one QueryObject (raw or already normalized) on a dataset to the dialect's SQL, with every
 * filter value bound as a parameter and every adhoc SQL fragment checked by assertSafeSql.
 * Throws QueryCompileError (an HTTP 400) for what Superset refuses.
 */
export function compileQuery(
  input: QueryObject | unknown,
  ds: CompileDataset,
  dialect: Dialect,
  opts: CompileOptions,
): CompiledQuery {
  const qo = normalizeQueryObject(input);
  const ctx = createCompileContext(ds, dialect, { allowSubqueries: opts.allowSubqueries });
  const q = ctx.spec.quote;
  if (!Number.isSafeInteger(opts.defaultRowLimit) || opts.defaultRowLimit <= 0)
    throw new Error('defaultRowLimit must be a positive integer');
  const rowLimit = Math.min(qo.row_limit || opts.defaultRowLimit, opts.maxRowLimit ?? Number.POSITIVE_INFINITY);

  const missing = [
    ...new Set([...missingColumnNames(ctx, qo.columns), ...missingMetricColumns(ctx, qo.metrics ?? [])]),
  ];
  if (missing.length > 0) throw missingColumnsError(missing);

  const columns = resolveColumns(ctx, qo);
  const aggregate = qo.metrics !== null;
  const metrics = (qo.metrics ?? []).map((m, i) => resolveMetric(ctx, m, `metrics[${i}]`));
  if (columns.length === 0 && metrics.length === 0) throw new QueryCompileError('Empty query?');
  const labels = [...columns.map((c) => c.label), ...metrics.map((m) => m.label)];
  assertUniqueLabels(labels);
  const aliases = assignAliases(labels, ctx.spec);

  const from = fromClause(ctx);
  const filters = compileFilters(ctx, qo, opts.resolveTimeRange);
  const where: Sql[] = [...filters.conditions, ...granularityConditions(ctx, qo, opts.resolveTimeRange)];
  if (qo.extras.where?.trim())
    where.push(Sql.raw(`(${assertSafeSql(qo.extras.where, dialect, 'extras.where', 'where', ctx.safety)})`));
  where.push(...rlsConditions(ctx, opts.rlsClauses ?? []));
  const having = qo.extras.having?.trim()
    ? `(${assertSafeSql(qo.extras.having, dialect, 'extras.having', 'having', ctx.safety)})`
    : null;

  const order = compileOrderBy(ctx, qo, columns, metrics);
  const groupBy = aggregate || order.needsGroupBy ? [...new Set(columns.map((c) => c.expr))] : [];
  const select = [...columns, ...metrics].map((x, i) => `${x.expr} AS ${q(aliases[i]!)}`);
  const series = seriesLimitOf(ctx, qo, columns, metrics, from, where, aggregate || order.needsGroupBy);
  const strategy = opts.seriesLimitStrategy ?? ctx.spec.seriesLimitStrategy;

  const statement = (extraWhere: Sql | null, join: Sql | null): Sql => {
    const parts = {
      select,
      from,
      join,
      where: extraWhere ? [...where, extraWhere] : where,
      groupBy,
      having,
      orderBy: order.terms,
      limit: rowLimit,
      offset: qo.row_offset,
    };
    return qo.is_rowcount ? rowcountStatement(ctx, selectStatement({ ...parts, orderBy: [] })) : selectStatement(parts);
  };
  const render = (s: Sql): BoundSql => s.render(ctx.spec.placeholder);

  const xColumn = opts.downsample ? pushdownApplies(ctx, qo, columns, metrics, opts.downsample) : null;
  const pushdown =
    xColumn && opts.downsample && !(series && strategy === 'two-step')
      ? {
          buckets: opts.downsample.buckets,
          wrap: (base: Sql) =>
            m4Statement(
              ctx,
              base,
              {
                x: aliases[columns.indexOf(xColumn)]!,
                series: columns.filter((c) => c !== xColumn).map((c) => aliases[columns.indexOf(c)]!),
                metrics: metrics.map((_, i) => aliases[columns.length + i]!),
                all: aliases,
              },
              opts.downsample!.buckets,
            ),
        }
      : null;

  let plan: QueryPlan;
  let display: BoundSql;
  if (pushdown) {
    const statementSql = render(pushdown.wrap(statement(null, series ? seriesLimitJoin(ctx, series) : null)));
    plan = { kind: 'single', statement: statementSql };
    display = statementSql;
  } else if (series && strategy === 'two-step') {
    const seriesQuery = render(seriesPreQuery(ctx, series));
    plan = {
      kind: 'two-step',
      seriesQuery,
      mainQuery: (rows) => render(statement(seriesCondition(ctx, series, rows), null)),
    };
    // Rendered with the pre-query's values first, so the placeholders number on across both.
    display = render(
      Sql.concat(
        seriesPreQuery(ctx, series),
        ';\n\n',
        statement(Sql.raw('/* the series the query above returns */ (1 = 1)'), null),
      ),
    );
  } else {
    const statementSql = render(statement(null, series ? seriesLimitJoin(ctx, series) : null));
    plan = { kind: 'single', statement: statementSql };
    display = statementSql;
  }

  const compiledColumns: CompiledColumn[] = qo.is_rowcount
    ? [{ label: 'rowcount', alias: 'rowcount', kind: 'metric', temporal: false, baseAxis: false }]
    : [
        ...columns.map((c, i) => ({
          label: c.label,
          alias: aliases[i]!,
          kind: 'column' as const,
          temporal: c.temporal,
          baseAxis: c.baseAxis,
        })),
        ...metrics.map((m, i) => ({
          label: m.label,
          alias: aliases[columns.length + i]!,
          kind: 'metric' as const,
          temporal: false,
          baseAxis: false,
        })),
      ];
  return {
    dialect,
    sql: display.sql,
    params: display.params,
    plan,
    columns: compiledColumns,
    labels: compiledColumns.map((c) => c.label),
    columnLabels: compiledColumns.filter((c) => c.kind === 'column').map((c) => c.label),
    metricLabels: compiledColumns.filter((c) => c.kind === 'metric').map((c) => c.label),
    temporalLabels: compiledColumns.filter((c) => c.temporal).map((c) => c.label),
    rowLimit,
    rowOffset: qo.row_offset,
    isRowcount: qo.is_rowcount,
    appliedFilters: filters.applied,
    rejectedFilters: filters.rejected,
    timeRange: qo.time_range ? resolveTimeRange(opts.resolveTimeRange, qo.time_range) : null,
    downsampleBuckets: pushdown ? pushdown.buckets : null,
  };
}

/** `__timestamp` first for a legacy timeseries query, then the query's columns. */
function resolveColumns(ctx: CompileContext, qo: QueryObject): ResolvedColumn[] {
  const out: ResolvedColumn[] = [];
  if (qo.is_timeseries) {
    if (!qo.granularity) throw new QueryCompileError('A timeseries query needs a granularity (its time column)');
    const col = ctx.columnsByName.get(qo.granularity);
    if (!col) throw new QueryCompileError(`Time column "${qo.granularity}" does not exist in dataset`);
    const grain = qo.extras.time_grain_sqla || null;
    out.push({
      label: DTTM_ALIAS,
      expr: grainedColumn(ctx, col, grain),
      temporal: true,
      baseAxis: true,
      dataset: col,
      grained: Boolean(grain),
    });
  }
  qo.columns.forEach((c, i) => out.push(resolveColumn(ctx, c, `columns[${i}]`)));
  return out;
}

/**
 * The series limit, when it applies: an aggregate query with `series_limit` and series columns
 * among its columns. Series are ranked by `series_limit_metric` (adhoc, saved, or one of the
 * query's metric labels), else by the first metric, else by COUNT(*).
 */
function seriesLimitOf(
  ctx: CompileContext,
  qo: QueryObject,
  columns: ResolvedColumn[],
  metrics: ResolvedMetric[],
  from: string,
  where: Sql[],
  grouped: boolean,
): SeriesLimit | null {
  if (!grouped || qo.series_limit <= 0) return null;
  const wanted = new Set(qo.series_columns.map(columnLabel));
  const seriesColumns = columns.filter((c) => wanted.has(c.label) && c.label !== DTTM_ALIAS);
  if (seriesColumns.length === 0) return null;
  let rankBy: string;
  const m = qo.series_limit_metric;
  if (m === null) rankBy = metrics[0]?.expr ?? 'COUNT(*)';
  else if (typeof m === 'string') {
    const saved = ctx.metricsByName.get(m);
    const selected = metrics.find((x) => x.label === m);
    if (saved) rankBy = `(${saved.expression.trim()})`;
    else if (selected) rankBy = selected.expr;
    else throw unknownMetricError(m);
  } else rankBy = resolveMetric(ctx, m, 'series_limit_metric').expr;
  return { columns: seriesColumns, rankBy, desc: qo.order_desc, limit: qo.series_limit, from, where };
}
