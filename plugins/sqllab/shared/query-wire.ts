import type { QueryState } from './query-state.ts';

/** How a run's rows were limited (Superset's `LimitingFactor`). */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/**
 * One SQL Lab run as the API sends it: Superset's `Query.to_dict()` (reference §5.4). The server
 * writes it (execute, results, `updated_since`, tab state, bootstrap); the web editor and the
 * command line read it.
 */
export interface QueryWire {
  changed_on: string | null;
  dbId: number;
  db: string | null;
  endDttm: number | null;
  startDttm: number | null;
  errorMessage: string | null;
  executedSql: string | null;
  /** The client-generated id (`client_id`). */
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
  state: QueryState;
  userId: number | null;
  user: string | null;
  resultsKey: string | null;
  trackingUrl: string | null;
  extra: Record<string, unknown>;
}
