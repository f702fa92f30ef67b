import type { QueryWire } from '../shared/index.ts';

/** The parts of SQL Lab's answers (reference §5.1) the command line reads besides the run itself. */
export interface WireColumn {
  name?: string;
  column_name?: string;
  is_dttm?: boolean;
  type_generic?: number;
}

export interface ExecuteAnswer {
  status?: string;
  query?: QueryWire;
  data?: Record<string, unknown>[];
  columns?: WireColumn[];
  displayLimitReached?: boolean;
  errors?: { message: string; error_type?: string }[];
}
