import { csvField, tsvField } from '../../../core/csv/csv.ts';
import { exportText } from './cell-format.ts';
import type { GridData } from './grid-data.ts';

/** A field's text from a value and its display text (the CSV or TSV field of core/csv). */
export type FieldOf = (value: unknown, text: string) => string;

/** Rows [from, to) as delimited lines, each ending in a newline. */
export function delimitedRows(data: GridData, from: number, to: number, sep: string, field: FieldOf): string {
  if (to <= from) return '';
  const cols = data.columns.map((c, i) => ({
    type: c.type,
    values: data.sliceColumn?.(i, from, to) ?? null,
    all: data.getColumn(i),
  }));
  let out = '';
  for (let r = from; r < to; r++) {
    let line = '';
    for (let c = 0; c < cols.length; c++) {
      const col = cols[c]!;
      const value = col.values ? col.values[r - from] : col.all[r];
      line += (c ? sep : '') + field(value, exportText(value, col.type));
    }
    out += `${line}\n`;
  }
  return out;
}

export function headerLine(data: GridData, sep: string, field: FieldOf): string {
  return `${data.columns.map((c) => field(c.name, c.name)).join(sep)}\n`;
}

/** At most this many cells go to the clipboard (a few tens of MB of text). */
export const CLIPBOARD_MAX_CELLS = 2_000_000;
export const CLIPBOARD_MAX_ROWS = 100_000;

/** The whole result as TSV with a header (formulas escaped: a spreadsheet reads a paste like a file), capped for the clipboard. */
export async function tsvForClipboard(
  data: GridData,
  opts: { chunkRows?: number } = {},
): Promise<{ text: string; rows: number; truncated: boolean }> {
  const byCells = Math.floor(CLIPBOARD_MAX_CELLS / Math.max(1, data.columns.length));
  const rows = Math.min(data.rowCount, CLIPBOARD_MAX_ROWS, byCells);
  const parts = await chunkedText(data, rows, '\t', tsvField, { chunkRows: opts.chunkRows });
  return { text: parts.join(''), rows, truncated: rows < data.rowCount };
}

/** One row as TSV (no header), or one cell's plain text. */
export function tsvOfRow(data: GridData, row: number): string {
  return delimitedRows(data, row, row + 1, '\t', tsvField).replace(/\n$/, '');
}

/** Rows per chunk of a download: small enough that escaping and joining one never holds the page for long. */
export const CSV_CHUNK_ROWS = 10_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface ChunkOptions {
  chunkRows?: number;
  signal?: AbortSignal;
  onProgress?: (rowsDone: number) => void;
}

/**
 * A header and the first `rows` rows as delimited text, handed to `take` one chunk at a time,
 * with a pause for the page between chunks so a million rows keep it responsive.
 */
async function eachChunk(
  data: GridData,
  rows: number,
  sep: string,
  field: FieldOf,
  opts: ChunkOptions,
  take: (text: string) => void,
): Promise<void> {
  const chunkRows = opts.chunkRows ?? CSV_CHUNK_ROWS;
  take(headerLine(data, sep, field));
  for (let from = 0; from < rows; from += chunkRows) {
    if (opts.signal?.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const to = Math.min(rows, from + chunkRows);
    take(delimitedRows(data, from, to, sep, field));
    opts.onProgress?.(to);
    await nextTask();
  }
}

async function chunkedText(
  data: GridData,
  rows: number,
  sep: string,
  field: FieldOf,
  opts: ChunkOptions,
): Promise<string[]> {
  const parts: string[] = [];
  await eachChunk(data, rows, sep, field, opts, (text) => parts.push(text));
  return parts;
}

/**
 * The result as a CSV Blob, never one giant string; text formulas escaped as Superset does. Each
 * chunk becomes a Blob as it is made, so its text is encoded then and not all at the end (tens of
 * megabytes encoded at once held the page for a second).
 */
export async function csvBlob(data: GridData, opts: ChunkOptions = {}): Promise<Blob> {
  const parts: Blob[] = [];
  await eachChunk(data, data.rowCount, ',', csvField, opts, (text) => parts.push(new Blob([text])));
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** Saves a Blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
