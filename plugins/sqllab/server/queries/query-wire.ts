import { wireDatetime } from '../../../../server/rest/wire-format.ts';
import type { QueryState, QueryWire } from '../../shared/index.ts';
import { queryExtra, type QueryRow } from './query-row.ts';

/** What `queryToDict` needs beyond the row: the names of its database and user. */
export interface QueryDictExtras {
  /** `dbs.database_name` of the row's database. */
  databaseName?: string | null;
  /** The user's "first last" name. */
  userName?: string | null;
}

function num(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Superset's `Query.to_dict()` (reference §5.4) of a stored row. */
export function queryToDict(row: QueryRow, extras: QueryDictExtras = {}): QueryWire {
  return {
    changed_on: wireDatetime(row.changed_on),
    dbId: row.database_id,
    db: extras.databaseName ?? null,
    endDttm: num(row.end_time),
    startDttm: num(row.start_time),
    errorMessage: row.error_message,
    executedSql: row.executed_sql,
    id: row.client_id,
    queryId: row.id,
    serverId: row.id,
    limit: num(row.limit),
    limitingFactor: row.limiting_factor,
    progress: Number(row.progress ?? 0),
    rows: num(row.rows),
    catalog: row.catalog,
    schema: row.schema,
    ctas: Boolean(row.select_as_cta),
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    sql: row.sql,
    sqlEditorId: row.sql_editor_id,
    tab: row.tab_name,
    state: String(row.status ?? '').toLowerCase() as QueryState,
    userId: row.user_id,
    user: extras.userName ?? null,
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    extra: queryExtra(row),
  };
}
