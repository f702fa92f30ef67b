import type { ColumnarRows, QueryResults, ResultColumn } from '../state/editor-types.ts';

/** The JSON result payload (reference §5.1/§5.2), as much as the grid needs. */
export interface ResultsPayload {
  data?: Record<string, unknown>[];
  columns?: ResultColumn[];
  selected_columns?: ResultColumn[];
  displayLimitReached?: boolean;
}

const GENERIC = new Set([0, 1, 2, 3]);

/** The generic type (0 numeric, 1 string, 2 temporal, 3 boolean) of a result column. */
export function genericType(c: ResultColumn): 0 | 1 | 2 | 3 {
  if (typeof c.type_generic === 'number' && GENERIC.has(c.type_generic)) return c.type_generic as 0 | 1 | 2 | 3;
  if (c.is_dttm) return 2;
  const type = (c.type ?? '').toUpperCase();
  if (/INT|FLOAT|DOUBLE|REAL|DECIMAL|NUMERIC|NUMBER/.test(type)) return 0;
  if (/DATE|TIME/.test(type)) return 2;
  if (/BOOL/.test(type)) return 3;
  return 1;
}

export function columnarRows(
  columns: readonly ResultColumn[],
  cells: readonly ArrayLike<unknown>[],
  rowCount: number,
): ColumnarRows {
  return {
    columns: columns.map((c) => ({ name: c.name ?? c.column_name ?? '', type: genericType(c) })),
    rowCount,
    getColumn: (i) => cells[i] ?? [],
  };
}

/** Rows as objects → columns, so the grid and a million-row Arrow stream share one shape. */
export function resultsFromJson(payload: ResultsPayload): QueryResults {
  const columns = payload.selected_columns?.length ? payload.selected_columns : (payload.columns ?? []);
  const rows = payload.data ?? [];
  const cells = columns.map((c) => {
    const key = c.column_name ?? c.name;
    const out = new Array<unknown>(rows.length);
    for (let r = 0; r < rows.length; r++) out[r] = rows[r]![key];
    return out;
  });
  return {
    columns,
    data: columnarRows(columns, cells, rows.length),
    rowCount: rows.length,
    streaming: false,
    displayLimitReached: Boolean(payload.displayLimitReached),
  };
}
