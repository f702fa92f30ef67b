import { Readable } from 'node:stream';
import { csvField, csvHeader } from '../../../../core/csv/csv.ts';
import { GenericDataType } from '../../connectors/connector.ts';

export interface TabularData {
  colnames: readonly string[];
  coltypes: readonly GenericDataType[];
  rows: readonly (readonly unknown[])[];
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const isMidnight = (ms: number) => ms % 86_400_000 === 0;

/** A naive timestamp as pandas writes it: the date alone when a whole column is at midnight. */
export function timestampCell(ms: number, dateOnly: boolean): string {
  const d = new Date(ms);
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (dateOnly) return date;
  const frac = d.getUTCMilliseconds() ? `.${pad(d.getUTCMilliseconds(), 3)}` : '';
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${frac}`;
}

function cell(v: unknown, type: GenericDataType, dateOnly: boolean, sep: string): string {
  if (v === null || v === undefined) return '';
  if (type === GenericDataType.TEMPORAL && typeof v === 'number') return timestampCell(v, dateOnly);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  return csvField(v, typeof v === 'object' ? JSON.stringify(v) : String(v), sep);
}

/**
 * The rows as CSV (Superset's CSV_EXPORT defaults: utf-8, `,`, a header, no index), produced in
 * chunks so a large result is streamed rather than built as one string.
 */
export function csvStream(data: TabularData, opts: { separator?: string; chunkRows?: number } = {}): Readable {
  const sep = opts.separator ?? ',';
  const chunkRows = opts.chunkRows ?? 2000;
  const dateOnly = data.coltypes.map(
    (t, c) =>
      t === GenericDataType.TEMPORAL && data.rows.every((r) => typeof r[c] !== 'number' || isMidnight(r[c] as number)),
  );
  function* chunks(): Generator<string> {
    yield csvHeader(data.colnames, sep);
    for (let start = 0; start < data.rows.length; start += chunkRows) {
      let out = '';
      const end = Math.min(start + chunkRows, data.rows.length);
      for (let r = start; r < end; r++) {
        const row = data.rows[r]!;
        out += data.colnames.map((_n, c) => cell(row[c], data.coltypes[c]!, dateOnly[c]!, sep)).join(sep) + '\n';
      }
      yield out;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

export async function csvText(data: TabularData): Promise<string> {
  let out = '';
  for await (const chunk of csvStream(data)) out += String(chunk);
  return out;
}
