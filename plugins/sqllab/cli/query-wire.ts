/** The parts of SQL Lab's wire shapes (reference §5.1, §5.4) the command line reads. */
export interface WireQuery {
  id: string;
  queryId?: number;
  state: string;
  rows?: number;
  limit?: number | null;
  limitingFactor?: string | null;
  resultsKey?: string | null;
  errorMessage?: string | null;
  dbId?: number;
  /** Server clock, epoch ms. */
  startDttm?: number | null;
}

export interface WireColumn {
  name?: string;
  column_name?: string;
  is_dttm?: boolean;
  type_generic?: number;
}

export interface ExecuteAnswer {
  status?: string;
  query?: WireQuery;
  data?: Record<string, unknown>[];
  columns?: WireColumn[];
  displayLimitReached?: boolean;
  errors?: { message: string; error_type?: string }[];
}

export const TERMINAL_STATES = new Set(['success', 'failed', 'stopped', 'timed_out']);
