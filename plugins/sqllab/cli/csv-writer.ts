import { csvField, csvHeader } from '../../../core/csv/csv.ts';
import { cellText, type ResultColumn } from './cell-text.ts';
import type { RowWriter } from './row-writer.ts';
import { writeOut } from './write-out.ts';

/** RFC 4180 CSV: a header, then one line a row; NULL is an empty field; text formulas escaped. Each batch is one write. */
export class CsvWriter implements RowWriter {
  private headerWritten = false;

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly columns: readonly ResultColumn[],
  ) {}

  private header(): string {
    if (this.headerWritten || this.columns.length === 0) return '';
    this.headerWritten = true;
    return csvHeader(this.columns.map((c) => c.name));
  }

  async write(rows: readonly (readonly unknown[])[]): Promise<void> {
    let text = this.header();
    const kinds = this.columns.map((c) => c.kind);
    for (const row of rows) {
      let line = '';
      for (let c = 0; c < kinds.length; c++) {
        if (c > 0) line += ',';
        line += csvField(row[c], cellText(row[c], kinds[c]!));
      }
      text += `${line}\n`;
    }
    await writeOut(this.out, text);
  }

  async end(): Promise<void> {
    await writeOut(this.out, this.header());
  }
}
