import type { Readable } from 'node:stream';
import type { ChartDataEntry } from './chart-data-service.ts';
import { arrowBuffer } from './exporters/arrow-export.ts';
import { csvStream, csvText } from './exporters/csv-export.ts';
import { xlsxBuffer } from './exporters/xlsx-export.ts';
import { zipArchive } from './exporters/zip-archive.ts';
import type { ResultFormat } from './query-context.ts';
import { toWire, type QueryPayload } from './query-payload.ts';

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  arrow: 'application/vnd.apache.arrow.stream',
} as const;

/** The JSON body: `{"result": [one entry per query, in order]}`. */
export function chartDataBody(
  entries: readonly ChartDataEntry[],
  format: ResultFormat,
): { result: Record<string, unknown>[] } {
  return {
    result: entries.map((e) => {
      if (e.kind === 'plain') return e.body;
      const wire = toWire(e.payload, format);
      return e.fields ? Object.fromEntries(e.fields.map((f) => [f, wire[f]])) : wire;
    }),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A client's file name kept to safe characters, or a timestamped default. */
export function exportFilename(given: unknown, now = new Date()): string {
  const clean =
    typeof given === 'string'
      ? given
          .replace(/\.(csv|xlsx|zip|arrow)$/i, '')
          .replace(/[^\w.\- ]+/g, '_')
          .trim()
          .slice(0, 200)
      : '';
  if (clean && !/^\.+$/.test(clean)) return clean;
  return `superset_${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}_${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
}

async function fileOf(p: QueryPayload, format: 'csv' | 'xlsx' | 'arrow'): Promise<Uint8Array> {
  if (format === 'csv') return Buffer.from(await csvText(p));
  if (format === 'xlsx') return xlsxBuffer(p);
  // Everything the JSON answer says besides its rows, for Loupe's own clients.
  const { rows: _rows, ...rest } = p;
  return arrowBuffer(p, { 'loupe.query_result': JSON.stringify(rest) });
}

/** A chart-data answer, ready for a protocol to send: a JSON body, or one file (its rows, or a ZIP). */
export type ChartDataAnswer =
  | { kind: 'json'; body: { result: Record<string, unknown>[] } }
  | { kind: 'file'; mime: string; filename: string; data: Buffer | Readable };

/**
 * A chart-data answer (reference §3.8): JSON by default; for csv, xlsx and arrow a single query's
 * rows as the file itself (CSV as a stream), several queries as a ZIP of `query_<n>.<ext>`.
 * Result types without rows (query, columns, timegrains) always answer JSON.
 */
export async function chartDataAnswer(
  entries: readonly ChartDataEntry[],
  format: ResultFormat,
  filename?: unknown,
): Promise<ChartDataAnswer> {
  const payloads = entries.flatMap((e) => (e.kind === 'payload' ? [e.payload] : []));
  if (format === 'json' || payloads.length !== entries.length)
    return { kind: 'json', body: chartDataBody(entries, format === 'json' ? 'json' : format) };
  const base = exportFilename(filename);
  if (payloads.length === 1) {
    const file = { kind: 'file', mime: MIME[format], filename: `${base}.${format}` } as const;
    if (format === 'csv') return { ...file, data: csvStream(payloads[0]!) };
    return { ...file, data: Buffer.from(await fileOf(payloads[0]!, format)) };
  }
  const files = await Promise.all(
    payloads.map(async (p, i) => ({ name: `query_${i + 1}.${format}`, data: await fileOf(p, format) })),
  );
  return { kind: 'file', mime: 'application/zip', filename: `${base}.zip`, data: zipArchive(files) };
}
