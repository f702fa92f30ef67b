import { formatCell } from './cell-format.ts';
import type { GridData } from './grid-data.ts';

/** Pixel metrics of the grid's 12px text: average glyph widths (tabular digits are wider). */
export const CHAR_PX = 7.2;
export const HEADER_CHAR_PX = 8.4;
export const CELL_PADDING_PX = 24;
export const MIN_COLUMN_PX = 56;
export const MAX_COLUMN_PX = 360;
/** Rows sampled to estimate widths: the first ones and a spread over the rest. */
export const WIDTH_SAMPLE_ROWS = 200;

function sampleRows(rowCount: number): number[] {
  if (rowCount <= WIDTH_SAMPLE_ROWS) return Array.from({ length: rowCount }, (_, i) => i);
  const head = Array.from({ length: WIDTH_SAMPLE_ROWS / 2 }, (_, i) => i);
  const step = (rowCount - head.length) / (WIDTH_SAMPLE_ROWS / 2);
  const spread = Array.from({ length: WIDTH_SAMPLE_ROWS / 2 }, (_, i) => head.length + Math.floor(i * step));
  return [...head, ...spread];
}

/**
 * Column widths from content: the header's length and the 90th percentile of the sampled cells'
 * text lengths (so one long outlier does not widen a column of short values), clamped.
 */
export function estimateColumnWidths(data: GridData): number[] {
  const rows = sampleRows(data.rowCount);
  return data.columns.map((column, c) => {
    const values = data.getColumn(c);
    const lengths = rows.map((r) => formatCell(values[r], column.type).text.length).sort((a, b) => a - b);
    const p90 = lengths.length ? lengths[Math.min(lengths.length - 1, Math.floor(lengths.length * 0.9))]! : 0;
    const header = column.name.length * HEADER_CHAR_PX + CELL_PADDING_PX + 28; // room for the sort arrow
    const cells = p90 * CHAR_PX + CELL_PADDING_PX;
    return Math.round(Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, header, cells)));
  });
}

/** The row-number column fits the largest row number. */
export function rowNumberWidth(rowCount: number): number {
  return Math.max(48, String(Math.max(1, rowCount)).length * CHAR_PX + CELL_PADDING_PX);
}
