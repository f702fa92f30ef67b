import type { QueryDatasource } from '../datasource-provider.ts';
import type { ResultType } from './query-context.ts';

type Raw = Record<string, unknown>;

/** Superset's SAMPLES_ROW_LIMIT. */
export const SAMPLES_ROW_LIMIT = 1000;

/**
 * The query object a result type runs (reference §3.7): `samples` reads every dataset column with
 * no metrics, ordering, post-processing or time filter, at most SAMPLES_ROW_LIMIT rows;
 * `drill_detail` reads every column with the filters kept, ordered by the first column.
 * Other types run the query as sent.
 */
export function queryForResultType(qo: Raw, type: ResultType, ds: QueryDatasource): Raw {
  if (type !== 'samples' && type !== 'drill_detail') return qo;
  const columns = ds.columns.map((c) => c.column_name);
  const out: Raw = {
    ...qo,
    columns,
    metrics: null,
    post_processing: [],
    time_offsets: [],
    is_timeseries: false,
    series_limit: 0,
    series_columns: [],
  };
  // A raw query has no GROUP BY, so a HAVING clause cannot apply.
  out.extras = { ...((qo.extras as Raw | undefined) ?? {}), having: '' };
  delete out.having;
  delete out.groupby;
  delete out.timeseries_limit;
  if (type === 'samples') {
    const limit =
      typeof qo.row_limit === 'number' && qo.row_limit > 0
        ? Math.min(qo.row_limit, SAMPLES_ROW_LIMIT)
        : SAMPLES_ROW_LIMIT;
    Object.assign(out, { orderby: [], row_limit: limit, time_range: null, granularity: null, granularity_sqla: null });
    out.filters = (Array.isArray(qo.filters) ? qo.filters : []).filter(
      (f) => String((f as Raw | null)?.op ?? '').toUpperCase() !== 'TEMPORAL_RANGE',
    );
  } else {
    out.orderby = columns.length ? [[columns[0], true]] : [];
  }
  return out;
}
