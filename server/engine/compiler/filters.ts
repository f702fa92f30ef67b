import type { CompileContext } from './compile-context.ts';
import type { CompileDatasetColumn } from './compile-dataset.ts';
import { datasetColumnExpr, grainedColumn, holdsTimestamps, isTemporalColumn } from './columns.ts';
import { typedValue, valueKindOf, valueSql, type FilterValue } from './filter-values.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { DTTM_ALIAS, columnLabel, type QueryObject, type QueryObjectFilter } from './query-object.ts';
import { assertSafeSql } from './sql-safety.ts';
import { Sql } from './sql-fragment.ts';
import { applyTimeGrain } from './time-grains.ts';
import {
  resolveTimeRange,
  timeFilterConditions,
  type TimeRangeResolver,
  type TimeFilterTarget,
} from './time-filter.ts';

/** Every operator of reference §3.3 (REGEX where the engine has one) and NOT ILIKE. */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'IN',
  'NOT IN',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'NOT ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
  'REGEX',
] as const;

export interface RejectedFilter {
  column: string;
  reason: 'not_in_datasource';
}

export interface CompiledFilters {
  conditions: Sql[];
  /** Labels of the filter columns applied, in order (Superset's applied_filters). */
  applied: string[];
  /** Filters on columns the dataset does not have, dropped (Superset's rejected_filters). */
  rejected: RejectedFilter[];
}

interface Target extends TimeFilterTarget {
  label: string;
  temporal: boolean;
}

/**
 * The WHERE conditions of `filters`. Values are always bound parameters typed to their column;
 * a filter on a column the dataset does not have is dropped and reported, as Superset does.
 */
export function compileFilters(ctx: CompileContext, qo: QueryObject, resolver: TimeRangeResolver): CompiledFilters {
  const out: CompiledFilters = { conditions: [], applied: [], rejected: [] };
  qo.filters.forEach((f, i) => {
    const label = columnLabel(f.col);
    const target = filterTarget(ctx, f, qo, `filters[${i}].col`);
    if (!target) {
      out.rejected.push({ column: label, reason: 'not_in_datasource' });
      return;
    }
    out.conditions.push(...filterConditions(ctx, f, target, resolver));
    out.applied.push(label);
  });
  return out;
}

function filterTarget(ctx: CompileContext, f: QueryObjectFilter, qo: QueryObject, field: string): Target | null {
  const c = f.col;
  let col: CompileDatasetColumn | undefined;
  if (typeof c === 'string') {
    col =
      c === DTTM_ALIAS && qo.is_timeseries && qo.granularity
        ? ctx.columnsByName.get(qo.granularity)
        : ctx.columnsByName.get(c);
  } else {
    col = ctx.columnsByName.get(c.sqlExpression);
    if (!col && !c.isColumnReference) {
      const expr = `(${assertSafeSql(c.sqlExpression, ctx.dialect, field, 'expression', ctx.safety)})`;
      if (f.grain)
        return {
          label: columnLabel(c),
          expr: applyTimeGrain(ctx.dialect, f.grain, expr, null),
          dataset: null,
          grained: true,
          temporal: true,
        };
      return { label: columnLabel(c), expr, dataset: null, grained: false, temporal: false };
    }
  }
  if (!col) return null;
  if (f.grain && isTemporalColumn(ctx, col))
    return {
      label: col.column_name,
      expr: grainedColumn(ctx, col, f.grain),
      dataset: col,
      grained: true,
      temporal: true,
    };
  return {
    label: col.column_name,
    expr: datasetColumnExpr(ctx, col),
    dataset: col,
    grained: false,
    temporal: holdsTimestamps(ctx, col),
  };
}

const COMPARISONS: Record<string, string> = { '==': '=', '!=': '!=', '>': '>', '<': '<', '>=': '>=', '<=': '<=' };

function filterConditions(ctx: CompileContext, f: QueryObjectFilter, t: Target, resolver: TimeRangeResolver): Sql[] {
  const op = f.op.trim().toUpperCase().replace(/\s+/g, ' ');
  const kind = valueKindOf(ctx, t.dataset, t.temporal);
  const columnType = t.grained ? null : (t.dataset?.type ?? null);
  const one = (v: unknown) => typedValue(v, kind, op, t.label);
  const bind = (v: Exclude<FilterValue, null>) => valueSql(ctx, v, kind, columnType);
  const expr = t.expr;
  switch (op) {
    case '==':
    case '!=': {
      const v = one(scalar(f.val, op));
      if (v === null) return [Sql.raw(`${expr} ${op === '==' ? 'IS NULL' : 'IS NOT NULL'}`)];
      return [Sql.concat(`${expr} ${COMPARISONS[op]} `, bind(v))];
    }
    case '>':
    case '<':
    case '>=':
    case '<=': {
      const v = one(scalar(f.val, op));
      if (v === null) throw new QueryCompileError('Must specify a value for filters with comparison operators');
      return [Sql.concat(`${expr} ${COMPARISONS[op]} `, bind(v))];
    }
    case 'IN':
    case 'NOT IN': {
      const values = (Array.isArray(f.val) ? f.val : f.val === undefined ? [] : [f.val]).map(one);
      const present = values.filter((v): v is Exclude<FilterValue, null> => v !== null);
      const parts: Sql[] = [];
      if (present.length > 0) parts.push(Sql.concat(`${expr} IN (`, Sql.join(present.map(bind), ', '), ')'));
      if (present.length < values.length) parts.push(Sql.raw(`${expr} IS NULL`));
      const cond =
        parts.length === 0
          ? Sql.raw('1 = 0')
          : parts.length === 1
            ? parts[0]!
            : Sql.concat('(', Sql.join(parts, ' OR '), ')');
      return [op === 'IN' ? cond : Sql.concat('NOT (', cond, ')')];
    }
    case 'LIKE':
    case 'NOT LIKE':
    case 'ILIKE':
    case 'NOT ILIKE':
    case 'REGEX': {
      const v = one(scalar(f.val, op));
      if (v === null) throw new QueryCompileError('Must specify a value for filters with comparison operators');
      const value = Sql.param(v);
      if (op === 'LIKE' || op === 'NOT LIKE') return [Sql.concat(`${expr} ${op} `, value)];
      if (op === 'REGEX') {
        const cond = ctx.spec.regex(Sql.raw(expr), value);
        if (!cond) throw new QueryCompileError(`The REGEX filter operator is not supported on ${ctx.dialect}`);
        return [cond];
      }
      return [ctx.spec.ilike(Sql.raw(expr), value, op === 'NOT ILIKE')];
    }
    case 'IS NULL':
      return [Sql.raw(`${expr} IS NULL`)];
    case 'IS NOT NULL':
      return [Sql.raw(`${expr} IS NOT NULL`)];
    case 'IS TRUE':
      return [Sql.raw(`${expr} IS TRUE`)];
    case 'IS FALSE':
      return [Sql.raw(`${expr} IS FALSE`)];
    case 'TEMPORAL_RANGE': {
      if (f.val === undefined || f.val === null) return [];
      if (typeof f.val !== 'string')
        throw new QueryCompileError(`A TEMPORAL_RANGE filter needs a time range text, got ${JSON.stringify(f.val)}`);
      return timeFilterConditions(ctx, t, resolveTimeRange(resolver, f.val));
    }
    default:
      throw new QueryCompileError(`Invalid filter operation type: ${f.op}`);
  }
}

function scalar(v: unknown, op: string): unknown {
  if (Array.isArray(v)) {
    if (v.length === 1) return v[0];
    throw new QueryCompileError(`The ${op} filter operator takes one value, not a list`);
  }
  return v;
}

/**
 * The legacy time filter of `granularity` + `time_range` (Superset's dttm_col time filter),
 * left out when a TEMPORAL_RANGE filter already applies the same range to that column.
 */
export function granularityConditions(ctx: CompileContext, qo: QueryObject, resolver: TimeRangeResolver): Sql[] {
  if (!qo.granularity) return [];
  const col = ctx.columnsByName.get(qo.granularity);
  if (!col) throw new QueryCompileError(`Time column "${qo.granularity}" does not exist in dataset`);
  if (!qo.time_range) return [];
  const duplicate = qo.filters.some(
    (f) =>
      f.op.trim().toUpperCase() === 'TEMPORAL_RANGE' &&
      !f.grain &&
      columnLabel(f.col) === col.column_name &&
      f.val === qo.time_range,
  );
  if (duplicate) return [];
  return timeFilterConditions(
    ctx,
    { expr: datasetColumnExpr(ctx, col), dataset: col, grained: false },
    resolveTimeRange(resolver, qo.time_range),
  );
}
