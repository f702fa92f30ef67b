import type { LimitingFactor, QueryState } from '../../shared/index.ts';

/** A `query` row as stored (booleans may read back as 0/1 from SQLite; times are epoch ms floats). */
export interface QueryRow {
  id: number;
  client_id: string;
  database_id: number;
  user_id: number | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  status: QueryState;
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
