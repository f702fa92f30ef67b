import type { ResultColumn } from './cell-text.ts';
import { CsvWriter } from './csv-writer.ts';
import { JsonLinesWriter } from './json-lines-writer.ts';
import { TableWriter } from './table-writer.ts';

export const FORMATS = ['table', 'csv', 'json'] as const;
export type OutputFormat = (typeof FORMATS)[number];

/** Writes result rows (arrays of cells in column order) as they arrive. */
export interface RowWriter {
  write(rows: readonly (readonly unknown[])[]): Promise<void>;
  end(): Promise<void>;
}

export function createRowWriter(
  format: OutputFormat,
  out: NodeJS.WritableStream,
  columns: readonly ResultColumn[],
): RowWriter {
  if (format === 'csv') return new CsvWriter(out, columns);
  if (format === 'json') return new JsonLinesWriter(out, columns);
  return new TableWriter(out, columns);
}
