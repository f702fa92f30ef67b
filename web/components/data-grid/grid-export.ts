import { exportText } from './cell-format.ts';
import type { GridData } from './grid-data.ts';

/** RFC 4180 quoting: fields with a comma, quote, line break or edge spaces go in double quotes. */
export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Tab-separated cells take no quoting: tabs and line breaks inside a value become spaces. */
export function tsvField(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/** Rows [from, to) as delimited lines, each ending in a newline. */
export function delimitedRows(data: GridData, from: number, to: number, sep: string, field: (s: string) => string): string {
  if (to <= from) return '';
  const cols = data.columns.map((c, i) => ({ type: c.type, values: data.sliceColumn?.(i, from, to) ?? null, all: data.getColumn(i) }));
  let out = '';
  for (let r = from; r < to; r++) {
    let line = '';
    for (let c = 0; c < cols.length; c++) {
      const col = cols[c]!;
      const value = col.values ? col.values[r - from] : col.all[r];
      line += (c ? sep : '') + field(exportText(value, col.type));
    }
    out += `${line}\n`;
  }
  return out;
}

export function headerLine(data: GridData, sep: string, field: (s: string) => string): string {
  return `${data.columns.map((c) => field(c.name)).join(sep)}\n`;
}

/** At most this many cells go to the clipboard (a few tens of MB of text). */
export const CLIPBOARD_MAX_CELLS = 2_000_000;
export const CLIPBOARD_MAX_ROWS = 100_000;

/** The whole result as TSV with a header, capped for the clipboard. */
export function tsvForClipboard(data: GridData): { text: string; rows: number; truncated: boolean } {
  const byCells = Math.floor(CLIPBOARD_MAX_CELLS / Math.max(1, data.columns.length));
  const rows = Math.min(data.rowCount, CLIPBOARD_MAX_ROWS, byCells);
  const text = headerLine(data, '\t', tsvField) + delimitedRows(data, 0, rows, '\t', tsvField);
  return { text, rows, truncated: rows < data.rowCount };
}

/** One row as TSV (no header), or one cell's plain text. */
export function tsvOfRow(data: GridData, row: number): string {
  return delimitedRows(data, row, row + 1, '\t', tsvField).replace(/\n$/, '');
}

export const CSV_CHUNK_ROWS = 20_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The result as a CSV Blob, built chunk by chunk with a pause for the page between chunks, so a
 * million rows keep the page responsive; the Blob holds the chunks, never one giant string.
 */
export async function csvBlob(
  data: GridData,
  opts: { chunkRows?: number; signal?: AbortSignal; onProgress?: (rowsDone: number) => void } = {},
): Promise<Blob> {
  const chunkRows = opts.chunkRows ?? CSV_CHUNK_ROWS;
  const parts: string[] = [headerLine(data, ',', csvField)];
  for (let from = 0; from < data.rowCount; from += chunkRows) {
    if (opts.signal?.aborted) throw new DOMException('CSV download cancelled', 'AbortError');
    const to = Math.min(data.rowCount, from + chunkRows);
    parts.push(delimitedRows(data, from, to, ',', csvField));
    opts.onProgress?.(to);
    await nextTask();
  }
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
