import { QueryMode } from './constants.ts';
import { getColumnLabel } from './get-column-label.ts';
import { getMetricLabel } from './get-metric-label.ts';
import type { QueryFormColumn, QueryFormMetric, QueryObject } from './query-types.ts';
import { removeDuplicates } from './remove-duplicates.ts';

/** Maps a form_data key to the query field it feeds (superset-ui-core QueryFieldAliases). */
export type QueryFieldAliases = Record<string, 'metrics' | 'columns' | 'groupby' | 'orderby'>;

export type QueryFormOrderBy = [QueryFormMetric | QueryFormColumn, boolean];

export interface QueryFields {
  columns: QueryFormColumn[];
  metrics: QueryFormMetric[] | undefined;
  orderby: QueryObject['orderby'];
}

/** The aliases Superset predefines for backward compatibility. */
const DEFAULT_ALIASES: QueryFieldAliases = {
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  all_columns: 'columns',
  series: 'groupby',
  order_by_cols: 'orderby',
};

function parseOrderBy(item: unknown): QueryFormOrderBy {
  // order_by_cols holds option strings such as '["num", false]'.
  if (typeof item !== 'string') return item as QueryFormOrderBy;
  try {
    return JSON.parse(item) as QueryFormOrderBy;
  } catch {
    throw new Error('Found invalid orderby options');
  }
}

/**
 * Gathers metrics, columns and orderby from every form_data key that feeds them
 * (superset-ui-core extractQueryFields): nulls skipped, duplicates removed by label, `query_mode`
 * aggregate ignores `columns`, raw ignores `groupby` and `metrics` (and sends no metrics).
 */
export function extractQueryFields(formData: Record<string, unknown>, aliases?: QueryFieldAliases): QueryFields {
  const fieldAliases: QueryFieldAliases = { ...DEFAULT_ALIASES, ...aliases };
  const { query_mode: queryMode, ...rest } = formData;
  let columns: QueryFormColumn[] = [];
  let metrics: QueryFormMetric[] = [];
  let orderby: QueryFormOrderBy[] = [];

  for (const [key, value] of Object.entries(rest)) {
    if (value === null || value === undefined) continue;
    let field: string = fieldAliases[key] ?? key;
    if (queryMode === QueryMode.aggregate && field === 'columns') continue;
    if (queryMode === QueryMode.raw && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'groupby') field = 'columns';
    if (field === 'metrics') metrics = metrics.concat(value as QueryFormMetric | QueryFormMetric[]);
    else if (field === 'columns') columns = columns.concat(value as QueryFormColumn | QueryFormColumn[]);
    else if (field === 'orderby') orderby = orderby.concat(value as QueryFormOrderBy[]);
  }

  return {
    columns: removeDuplicates(
      columns.filter((column) => column !== ''),
      getColumnLabel,
    ),
    metrics: queryMode === QueryMode.raw ? undefined : removeDuplicates(metrics, getMetricLabel),
    orderby: orderby.length > 0 ? orderby.map(parseOrderBy) : undefined,
  };
}
