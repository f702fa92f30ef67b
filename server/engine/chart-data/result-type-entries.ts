import { applyTimeGrain, QueryCompileError, TIME_GRAINS, type Dialect } from '../compiler/index.ts';
import type { QueryDatasource } from '../datasource-provider.ts';
import { displaySql } from './display-sql.ts';
import { compileFor, type QueryRunContext } from './query-run-context.ts';

type Raw = Record<string, unknown>;

/** Superset's grain labels (reference §4.3); the aliases PT0.5H and P0.25Y are not listed. */
export const GRAIN_NAMES: Record<string, string> = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P1W: 'Week',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
  P1M: 'Month',
  P3M: 'Quarter',
  P1Y: 'Year',
};

/** `result_type: "query"`: the SQL only, not run; a validation problem rides along as `error`. */
export function queryEntry(
  qo: Raw,
  rc: Pick<QueryRunContext, 'ds' | 'rls' | 'settings' | 'now' | 'user' | 'urlParams' | 'templateDatasets'>,
): Raw {
  try {
    const c = compileFor(qo, rc);
    return { query: displaySql(c.sql, c.params, c.dialect), language: 'sql' };
  } catch (err) {
    if (err instanceof QueryCompileError) return { language: 'sql', error: err.message };
    throw err;
  }
}

/** `result_type: "columns"`: the datasource's columns. */
export function columnsEntry(ds: QueryDatasource): Raw {
  return { data: ds.columns.map((c) => ({ column_name: c.column_name, verbose_name: c.verbose_name, dtype: c.type })) };
}

/** `result_type: "timegrains"`: the grains the datasource's engine implements, with their SQL. */
export function timegrainsEntry(dialect: Dialect): Raw {
  const data: Raw[] = [];
  for (const duration of TIME_GRAINS) {
    const name = GRAIN_NAMES[duration];
    if (!name) continue;
    try {
      const fn = applyTimeGrain(dialect, duration, '{col}', null);
      data.push({ name, function: fn.startsWith('(') && fn.endsWith(')') ? fn.slice(1, -1) : fn, duration });
    } catch {
      // not implemented on this engine
    }
  }
  return { data };
}
