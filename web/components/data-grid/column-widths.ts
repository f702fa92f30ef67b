import { formatCell } from './cell-format.ts';
import type { GridData } from './grid-data.ts';
import { ESTIMATED_MEASURE, type TextMeasure } from './text-measure.ts';

export const CELL_PADDING_PX = 24;
/** Room in a header for the sort arrow beside the name. */
export const HEADER_EXTRA_PX = 28;
/** A little slack so sub-pixel rounding never ellipsises a value that was measured to fit. */
const SLACK_PX = 2;
export const MIN_COLUMN_PX = 56;
/** The widest a text column starts; numbers and dates are never cut, so theirs may be wider. */
export const MAX_COLUMN_PX = 360;
/** Even a number column stops here (a 200-digit decimal scrolls in its cell viewer). */
export const MAX_NUMBER_COLUMN_PX = 1200;
/** Rows sampled to size columns: the first ones and a spread over the rest. */
export const WIDTH_SAMPLE_ROWS = 200;

function sampleRows(rowCount: number): number[] {
  if (rowCount <= WIDTH_SAMPLE_ROWS) return Array.from({ length: rowCount }, (_, i) => i);
  const head = Array.from({ length: WIDTH_SAMPLE_ROWS / 2 }, (_, i) => i);
  const step = (rowCount - head.length) / (WIDTH_SAMPLE_ROWS / 2);
  const spread = Array.from({ length: WIDTH_SAMPLE_ROWS / 2 }, (_, i) => head.length + Math.floor(i * step));
  return [...head, ...spread];
}

/**
 * Column widths from content, measured in the grid's font: the header (with room for the sort
 * arrow) and the sampled cells. Numbers and datetimes take their widest sampled value, so none
 * is cut (past the text maximum if need be); text takes the 90th percentile (one long outlier
 * does not widen a column of short values), clamped to [MIN_COLUMN_PX, MAX_COLUMN_PX].
 */
export function estimateColumnWidths(data: GridData, measure: TextMeasure = ESTIMATED_MEASURE): number[] {
  const rows = sampleRows(data.rowCount);
  return data.columns.map((column, c) => {
    const values = data.getColumn(c);
    let widest = 0;
    const textWidths: number[] = [];
    for (const r of rows) {
      const f = formatCell(values[r], column.type);
      if (f.kind === 'number' || f.kind === 'temporal') widest = Math.max(widest, measure.tabular(f.text));
      else textWidths.push(f.kind === 'null' ? 0 : measure.cell(f.text));
    }
    textWidths.sort((a, b) => a - b);
    const p90 = textWidths.length
      ? textWidths[Math.min(textWidths.length - 1, Math.floor(textWidths.length * 0.9))]!
      : 0;
    const header = measure.header(column.name) + CELL_PADDING_PX + HEADER_EXTRA_PX;
    const text = Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, header, p90 + CELL_PADDING_PX + SLACK_PX));
    const numbers = widest ? Math.min(MAX_NUMBER_COLUMN_PX, widest + CELL_PADDING_PX + SLACK_PX) : 0;
    return Math.ceil(Math.max(text, numbers));
  });
}

/** The row-number column fits the largest row number. */
export function rowNumberWidth(rowCount: number, measure: TextMeasure = ESTIMATED_MEASURE): number {
  return Math.ceil(Math.max(48, measure.tabular(String(Math.max(1, rowCount))) + CELL_PADDING_PX - 8 + SLACK_PX));
}
