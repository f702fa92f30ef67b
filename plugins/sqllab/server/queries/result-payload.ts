import { GenericDataType, type ResultColumn } from '../../../../server/engine/connectors/connector.ts';
import type { QueryWire } from '../../shared/index.ts';

/** A result column as SQL Lab's client reads it. */
export interface WireColumn {
  column_name: string;
  name: string;
  type: string;
  is_dttm: boolean;
  type_generic: GenericDataType;
}

export function wireColumns(columns: ResultColumn[]): WireColumn[] {
  return columns.map((c) => ({
    column_name: c.name,
    name: c.name,
    type: c.type.toUpperCase(),
    is_dttm: c.genericType === GenericDataType.TEMPORAL,
    type_generic: c.genericType,
  }));
}

/** Temporal cells as Python's isoformat (naive UTC), dates as YYYY-MM-DD, as Superset's json_iso_dttm_ser. */
function isoCell(v: unknown, dateOnly: boolean): unknown {
  if (typeof v !== 'number' || !Number.isFinite(v)) return v;
  const iso = new Date(v).toISOString();
  if (dateOnly) return iso.slice(0, 10);
  const ms = iso.slice(20, 23);
  return ms === '000' ? iso.slice(0, 19) : `${iso.slice(0, 19)}.${ms}000`;
}

export function wireRows(columns: ResultColumn[], rows: unknown[][], max: number): Record<string, unknown>[] {
  const n = Math.min(max, rows.length);
  const temporal = columns.map((c) => c.genericType === GenericDataType.TEMPORAL);
  const dateOnly = columns.map((c) => /^date$/i.test(c.type.trim()));
  const out: Record<string, unknown>[] = new Array(n);
  for (let r = 0; r < n; r++) {
    const row = rows[r]!;
    const o: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      const v = row[i] ?? null;
      o[c.name] = temporal[i] ? isoCell(v, dateOnly[i]!) : v;
    });
    out[r] = o;
  }
  return out;
}

/** Superset's SQL Lab result payload (§5.1/§5.2). */
export function resultPayload(query: QueryWire, columns: ResultColumn[], rows: unknown[][], displayMax: number) {
  const cols = wireColumns(columns);
  const payload: Record<string, unknown> = {
    query_id: query.queryId,
    status: query.state,
    data: wireRows(columns, rows, displayMax),
    columns: cols,
    selected_columns: cols,
    expanded_columns: [],
    query,
  };
  if (rows.length > displayMax) payload.displayLimitReached = true;
  return payload;
}
