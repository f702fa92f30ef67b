import { wireDatetime } from '../../../../server/rest/wire-format.ts';
import { queryExtra, type LimitingFactor, type QueryRow } from './query-row.ts';

/** What `queryToDict` needs beyond the row: the names of its database and user. */
export interface QueryDictExtras {
  /** `dbs.database_name` of the row's database. */
  databaseName?: string | null;
  /** The user's "first last" name. */
  userName?: string | null;
}

/** Superset's `Query.to_dict()` (reference §5.4), the shape SQL Lab's client keeps per run. */
export interface QueryDict {
  changed_on: string | null;
  dbId: number;
  db: string | null;
  endDttm: number | null;
  startDttm: number | null;
  errorMessage: string | null;
  executedSql: string | null;
  id: string;
  queryId: number;
  serverId: number;
  limit: number | null;
  limitingFactor: LimitingFactor | null;
  progress: number;
  rows: number | null;
  catalog: string | null;
  schema: string | null;
  ctas: boolean;
  tempSchema: string | null;
  tempTable: string | null;
  sql: string | null;
  sqlEditorId: string | null;
  tab: string | null;
  state: string;
  userId: number | null;
  user: string | null;
  resultsKey: string | null;
  trackingUrl: string | null;
  extra: Record<string, unknown>;
}

function num(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

export function queryToDict(row: QueryRow, extras: QueryDictExtras = {}): QueryDict {
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
    state: String(row.status ?? '').toLowerCase(),
    userId: row.user_id,
    user: extras.userName ?? null,
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    extra: queryExtra(row),
  };
}
