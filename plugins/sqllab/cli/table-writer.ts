import { cellText, type ResultColumn } from './cell-text.ts';
import type { RowWriter } from './row-writer.ts';
import { writeOut } from './write-out.ts';

export interface TableOptions {
  /** Rows read before the column widths are fixed; later rows are cut to those widths. */
  sampleRows?: number;
  /** The widest a column gets; longer cells end in '…'. */
  maxWidth?: number;
}

/** One line of text for a cell: line breaks shown as '↵', other control characters as spaces. */
export function tableCell(value: unknown, column: ResultColumn): string {
  if (value === null || value === undefined) return 'NULL';
  return (
    cellText(value, column.kind)
      .replace(/\r\n|\r|\n/g, '↵')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a terminal cell must not print
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
  );
}

/**
 * Pads text to a column's width. Text longer than `max` is cut with '…'; text wider than the
 * column but within `max` (a value longer than any of the first rows) overflows, shifting the
 * rest of its line rather than losing characters. Numbers are never cut.
 */
export function fit(text: string, width: number, right: boolean, max = width): string {
  const chars = [...text];
  if (chars.length > max && !right) return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
  if (chars.length >= width) return text;
  const padding = ' '.repeat(width - chars.length);
  return right ? padding + text : text + padding;
}

/**
 * An aligned text table that streams: the widths come from the header and the first rows (up
 * to `sampleRows`), then every row is printed as it arrives, padded to those widths (see `fit`), so a million
 * rows print in constant memory. Numbers are right-aligned. Ends with a row count, as psql does.
 */
export class TableWriter implements RowWriter {
  private readonly sampleRows: number;
  private readonly maxWidth: number;
  private sample: string[][] | null = [];
  private widths: number[] = [];
  private readonly right: boolean[];
  private count = 0;

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly columns: readonly ResultColumn[],
    opts: TableOptions = {},
  ) {
    this.sampleRows = opts.sampleRows ?? 1000;
    this.maxWidth = opts.maxWidth ?? 40;
    this.right = columns.map((c) => c.kind === 'number' || c.kind === 'bigint');
  }

  async write(rows: readonly (readonly unknown[])[]): Promise<void> {
    this.count += rows.length;
    const cells = rows.map((row) => this.columns.map((col, c) => tableCell(row[c], col)));
    if (this.sample) {
      this.sample.push(...cells);
      if (this.sample.length < this.sampleRows) return;
      await writeOut(this.out, this.flushSample());
      return;
    }
    await writeOut(this.out, cells.map((r) => this.line(r)).join(''));
  }

  async end(): Promise<void> {
    const head = this.sample ? this.flushSample() : '';
    await writeOut(this.out, `${head}(${this.count.toLocaleString('en-US')} ${this.count === 1 ? 'row' : 'rows'})\n`);
  }

  private flushSample(): string {
    const sample = this.sample ?? [];
    this.sample = null;
    if (this.columns.length === 0) return ''; // a statement without a result set (DDL, DML)
    this.widths = this.columns.map((col, c) => {
      let w = [...col.name].length;
      for (const row of sample) w = Math.max(w, [...row[c]!].length);
      return Math.max(1, Math.min(this.maxWidth, w));
    });
    const header = this.columns
      .map((col, c) => fit(col.name, this.widths[c]!, this.right[c]!, this.maxWidth))
      .join('  ')
      .trimEnd();
    const rule = this.widths.map((w) => '─'.repeat(w)).join('  ');
    return `${header}\n${rule}\n${sample.map((r) => this.line(r)).join('')}`;
  }

  private line(cells: string[]): string {
    return `${cells
      .map((cell, c) => fit(cell, this.widths[c]!, this.right[c]!, this.maxWidth))
      .join('  ')
      .trimEnd()}\n`;
  }
}
