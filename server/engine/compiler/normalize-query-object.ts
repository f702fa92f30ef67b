import { QueryCompileError } from './query-compile-error.ts';
import {
  DTTM_ALIAS,
  columnLabel,
  isAdhocColumn,
  isAdhocMetric,
  type Column,
  type Metric,
  type OrderBy,
  type QueryObject,
  type QueryObjectExtras,
  type QueryObjectFilter,
} from './query-object.ts';

/** Keys normalizeQueryObject reads; every other key is kept in `passthrough`. */
const KNOWN = new Set([
  'columns',
  'groupby',
  'metrics',
  'orderby',
  'filters',
  'extras',
  'where',
  'having',
  'time_range',
  'granularity',
  'granularity_sqla',
  'is_timeseries',
  'row_limit',
  'row_offset',
  'order_desc',
  'series_columns',
  'series_limit',
  'timeseries_limit',
  'series_limit_metric',
  'timeseries_limit_metric',
  'is_rowcount',
]);

/**
 * A QueryObject as the backend sees it after loading (reference §3.3, §3.5): deprecated aliases
 * renamed when non-empty (`groupby`→`columns`, `granularity_sqla`→`granularity`,
 * `timeseries_limit`→`series_limit`, `timeseries_limit_metric`→`series_limit_metric`, top-level
 * `where`/`having`→`extras`), defaults filled in, `time_range` propagated to every TEMPORAL_RANGE
 * filter (or taken from one when absent), and the shapes checked. Idempotent.
 */
export function normalizeQueryObject(input: unknown): QueryObject {
  const raw = asRecord(input, 'The query object');
  const extras = {
    ...(raw.extras === undefined || raw.extras === null ? {} : asRecord(raw.extras, '`extras`')),
  } as QueryObjectExtras;
  for (const key of ['where', 'having'] as const) {
    if (truthy(raw[key])) extras[key] = asString(raw[key], `\`${key}\``);
  }
  for (const key of ['where', 'having'] as const) {
    if (extras[key] !== undefined && extras[key] !== null && typeof extras[key] !== 'string')
      throw new QueryCompileError(`\`extras.${key}\` must be a string`);
  }

  let columns = asList(truthy(raw.groupby) ? raw.groupby : raw.columns, '`columns`').map((c) =>
    asColumn(c, '`columns`'),
  );
  const isTimeseries =
    raw.is_timeseries === undefined || raw.is_timeseries === null
      ? columns.includes(DTTM_ALIAS)
      : asBoolean(raw.is_timeseries, '`is_timeseries`');
  if (isTimeseries) columns = columns.filter((c) => c !== DTTM_ALIAS);

  const metrics =
    raw.metrics === undefined || raw.metrics === null
      ? null
      : asList(raw.metrics, '`metrics`').map((m) => asMetric(legacyMetric(m), '`metrics`'));
  const filters = asList(raw.filters, '`filters`').flatMap(asFilter);
  let seriesColumns = asList(raw.series_columns, '`series_columns`').map((c) => asColumn(c, '`series_columns`'));
  // Legacy timeseries charts limit the series formed by all their columns.
  if (seriesColumns.length === 0 && isTimeseries) seriesColumns = [...columns];
  const seriesLimitMetric = truthy(raw.timeseries_limit_metric) ? raw.timeseries_limit_metric : raw.series_limit_metric;

  const granularity = truthy(raw.granularity_sqla) ? raw.granularity_sqla : raw.granularity;
  let timeRange = truthy(raw.time_range) ? asString(raw.time_range, '`time_range`') : null;
  const temporal = filters.filter((f) => f.op.toUpperCase() === 'TEMPORAL_RANGE');
  if (timeRange !== null) {
    for (const f of temporal) f.val = timeRange;
  } else {
    const onAxis = temporal.find((f) =>
      columns.some(
        (c) => typeof c !== 'string' && c.columnType === 'BASE_AXIS' && columnLabel(c) === columnLabel(f.col),
      ),
    );
    const first = onAxis ?? temporal[0];
    if (first && typeof first.val === 'string' && first.val) timeRange = first.val;
  }

  const passthrough: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (!KNOWN.has(k)) passthrough[k] = v;
  if (raw.passthrough && typeof raw.passthrough === 'object') Object.assign(passthrough, raw.passthrough);
  delete passthrough.passthrough;

  return {
    columns,
    metrics,
    orderby: asList(raw.orderby, '`orderby`').map(asOrderBy),
    filters,
    extras,
    time_range: timeRange,
    granularity: truthy(granularity) ? asString(granularity, '`granularity`') : null,
    is_timeseries: isTimeseries,
    row_limit: raw.row_limit === undefined || raw.row_limit === null ? null : asCount(raw.row_limit, 'row_limit'),
    row_offset: raw.row_offset === undefined || raw.row_offset === null ? 0 : asCount(raw.row_offset, 'row_offset'),
    order_desc:
      raw.order_desc === undefined || raw.order_desc === null ? true : asBoolean(raw.order_desc, '`order_desc`'),
    series_columns: seriesColumns,
    series_limit: asCount(
      truthy(raw.timeseries_limit) ? raw.timeseries_limit : (raw.series_limit ?? 0),
      'series_limit',
    ),
    series_limit_metric: truthy(seriesLimitMetric) ? asMetric(seriesLimitMetric, '`series_limit_metric`') : null,
    is_rowcount:
      raw.is_rowcount === undefined || raw.is_rowcount === null ? false : asBoolean(raw.is_rowcount, '`is_rowcount`'),
    passthrough,
  };
}

function truthy(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return v !== undefined && v !== null && v !== '' && v !== 0 && v !== false;
}

function asRecord(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new QueryCompileError(`${what} must be an object`);
  return v as Record<string, unknown>;
}

function asList(v: unknown, what: string): unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new QueryCompileError(`${what} must be a list`);
  return v;
}

function asString(v: unknown, what: string): string {
  if (typeof v !== 'string') throw new QueryCompileError(`${what} must be a string`);
  return v;
}

function asBoolean(v: unknown, what: string): boolean {
  if (typeof v !== 'boolean') throw new QueryCompileError(`${what} must be a boolean`);
  return v;
}

function asCount(v: unknown, key: string): number {
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new QueryCompileError(`\`${key}\` must be an integer`);
  if (n < 0) throw new QueryCompileError(`\`${key}\` must be greater than or equal to 0`);
  return n;
}

function asColumn(v: unknown, what: string): Column {
  if (typeof v === 'string' && v !== '') return v;
  if (isAdhocColumn(v)) return { ...v };
  throw new QueryCompileError(`Invalid column in ${what}: ${JSON.stringify(v) ?? String(v)}`);
}

/**
 * Superset's QueryObject still takes a metric as a bare `{"label": "<saved metric>"}` (no
 * expressionType): it stands for the saved metric of that name.
 */
function legacyMetric(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || 'expressionType' in v) return v;
  const label = (v as { label?: unknown }).label;
  return typeof label === 'string' && label !== '' ? label : v;
}

function asMetric(v: unknown, what: string): Metric {
  if (typeof v === 'string' && v !== '') return v;
  if (isAdhocMetric(v)) {
    if (v.expressionType === 'SQL' && typeof v.sqlExpression !== 'string')
      throw new QueryCompileError(`Invalid metric in ${what}: a SQL metric needs a sqlExpression`);
    if (
      v.expressionType === 'SIMPLE' &&
      (typeof v.column?.column_name !== 'string' || typeof v.aggregate !== 'string')
    ) {
      throw new QueryCompileError(`Invalid metric in ${what}: a simple metric needs an aggregate and a column`);
    }
    return { ...v };
  }
  throw new QueryCompileError(`Invalid metric in ${what}: ${JSON.stringify(v) ?? String(v)}`);
}

function asOrderBy(v: unknown): OrderBy {
  if (!Array.isArray(v) || v.length !== 2)
    throw new QueryCompileError('`orderby` entries must be [column or metric, ascending] pairs');
  const [target, ascending] = v as [unknown, unknown];
  if (
    target === undefined ||
    target === null ||
    target === '' ||
    (typeof target === 'object' && Object.keys(target).length === 0)
  ) {
    throw new QueryCompileError('`orderby` column must be populated');
  }
  if (typeof ascending !== 'boolean') throw new QueryCompileError('`orderby` direction must be a boolean');
  if (typeof target === 'string') return [target, ascending];
  if (isAdhocMetric(target)) return [asMetric(target, '`orderby`'), ascending];
  return [asColumn(target, '`orderby`'), ascending];
}

/** Filters without a column or operator are skipped, as Superset does. */
function asFilter(v: unknown): QueryObjectFilter[] {
  const f = asRecord(v, 'A filter');
  if (!truthy(f.col) || !truthy(f.op)) return [];
  if (typeof f.op !== 'string') throw new QueryCompileError('A filter operator must be a string');
  const col = asColumn(f.col, 'a filter');
  const out: QueryObjectFilter = { col, op: f.op };
  if ('val' in f) out.val = f.val;
  if (f.grain !== undefined && f.grain !== null && f.grain !== '') out.grain = asString(f.grain, 'A filter grain');
  if (typeof f.isExtra === 'boolean') out.isExtra = f.isExtra;
  return [out];
}
