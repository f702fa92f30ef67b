import type { CompileContext } from './compile-context.ts';
import type { ResolvedColumn } from './columns.ts';
import { Sql } from './sql-fragment.ts';

/** The alias of the series-limit subquery (Superset's SERIES_LIMIT_SUBQ_ALIAS). */
export const SERIES_LIMIT_ALIAS = 'series_limit';

export interface SeriesLimit {
  /** The query's columns that form a series. */
  columns: ResolvedColumn[];
  /** The metric the series are ranked by. */
  rankBy: string;
  desc: boolean;
  limit: number;
  from: string;
  where: Sql[];
}

const seriesAlias = (i: number) => `__loupe_series_${i}`;

/** SELECT of the top series: grouped by the series columns, ranked by the metric, limited. */
function topSeries(ctx: CompileContext, s: SeriesLimit, select: (expr: string) => string, indent: string): Sql {
  const q = ctx.spec.quote;
  const lines: (Sql | string)[] = [
    `SELECT ${s.columns.map((c, i) => `${select(c.expr)} AS ${q(seriesAlias(i))}`).join(', ')}`,
    `\n${indent}FROM ${s.from}`,
  ];
  if (s.where.length > 0) lines.push(`\n${indent}WHERE `, Sql.join(s.where, `\n${indent}  AND `));
  lines.push(`\n${indent}GROUP BY ${s.columns.map((c) => c.expr).join(', ')}`);
  lines.push(`\n${indent}ORDER BY ${s.rankBy} ${s.desc ? 'DESC' : 'ASC'}`, `\n${indent}LIMIT ${s.limit}`);
  return Sql.concat(...lines);
}

/** One statement: `JOIN (<top series>) AS series_limit ON <series columns match, NULL matching NULL>`. */
export function seriesLimitJoin(ctx: CompileContext, s: SeriesLimit): Sql {
  const q = ctx.spec.quote;
  const on = s.columns.map((c, i) =>
    ctx.spec.nullSafeEquals(Sql.raw(c.expr), Sql.raw(`${q(SERIES_LIMIT_ALIAS)}.${q(seriesAlias(i))}`)),
  );
  return Sql.concat(
    '\nJOIN (\n  ',
    topSeries(ctx, s, (e) => e, '  '),
    `\n) AS ${q(SERIES_LIMIT_ALIAS)} ON `,
    Sql.join(on, ' AND '),
  );
}

/**
 * Two statements, first: the top series. On SQLite each value is selected through unary `+`,
 * which keeps it as stored but drops the column's declared type, so the connector hands back the
 * stored value (not a timestamp converted from text) to be bound again as it was.
 */
export function seriesPreQuery(ctx: CompileContext, s: SeriesLimit): Sql {
  return topSeries(ctx, s, (e) => (ctx.dialect === 'sqlite' ? `+${e}` : e), '');
}

/**
 * Two statements, then: the main query's condition keeping the series the pre-query returned.
 * Timestamps come back from connectors as epoch milliseconds and are bound as timestamps again.
 */
export function seriesCondition(ctx: CompileContext, s: SeriesLimit, rows: readonly unknown[][]): Sql {
  if (rows.length === 0) return Sql.raw('1 = 0');
  const value = (c: ResolvedColumn, v: unknown) =>
    ctx.dialect !== 'sqlite' && c.temporal && typeof v === 'number'
      ? ctx.spec.timestamp(new Date(v), null)
      : Sql.param(v);
  const matches = rows.map((row) =>
    Sql.concat(
      '(',
      Sql.join(
        s.columns.map((c, i) => ctx.spec.nullSafeEquals(Sql.raw(c.expr), value(c, row[i] ?? null))),
        ' AND ',
      ),
      ')',
    ),
  );
  return Sql.concat('(', Sql.join(matches, ' OR '), ')');
}
