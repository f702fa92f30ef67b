/** A `query` row as stored (booleans may read back as 0/1 from SQLite; times are epoch ms floats). */
export interface QueryRow {
  id: number;
  client_id: string;
  database_id: number;
  user_id: number | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  status: QueryStatus;
  tab_name: string | null;
  sql_editor_id: string | null;
  schema: string | null;
  catalog: string | null;
  sql: string | null;
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: LimitingFactor | null;
  select_as_cta: boolean | number;
  select_as_cta_used: boolean | number;
  ctas_method: 'TABLE' | 'VIEW' | null;
  progress: number;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  tracking_url: string | null;
  changed_on: string | null;
  extra_json: string | null;
}

export type QueryStatus = 'pending' | 'scheduled' | 'running' | 'fetching' | 'success' | 'failed' | 'stopped' | 'timed_out';
export const TERMINAL_STATUSES: readonly QueryStatus[] = ['success', 'failed', 'stopped', 'timed_out'];
/** A run not yet over: what stop, failure and the runner's own updates may still change. */
export const ACTIVE_STATUSES: QueryStatus[] = ['pending', 'scheduled', 'running', 'fetching'];

export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/** The `extra_json` of a query, read leniently. */
export function queryExtra(row: Pick<QueryRow, 'extra_json'>): Record<string, unknown> {
  if (!row.extra_json) return {};
  try {
    const v: unknown = JSON.parse(row.extra_json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
