import type { DuckDBResultReader } from '@duckdb/node-api';
import { normalizeColumnInPlace } from '../normalize.ts';
import { loupeDuckDbConverter } from './duckdb-values.ts';

/**
 * A read result's first `limit` rows as normalised JS values, in one pass over DuckDB's vectors:
 * read column by column (each vector walked in one tight loop; reading row by row, the driver's
 * `getRowsJS`, visits every vector once a row and takes twice as long on 10 000 rows × 6
 * columns), each column normalised, then the row arrays filled from the columns.
 */
export function readDuckDbRows(reader: DuckDBResultReader, limit = Infinity): unknown[][] {
  const columns = reader.convertColumns(loupeDuckDbConverter) as unknown[][];
  const width = columns.length;
  const count = width === 0 ? 0 : Math.min(columns[0]!.length, limit);
  for (const column of columns) {
    if (column.length > count) column.length = count;
    normalizeColumnInPlace(column);
  }
  const rows = new Array<unknown[]>(count);
  for (let r = 0; r < count; r++) {
    const row = new Array<unknown>(width);
    for (let c = 0; c < width; c++) row[c] = columns[c]![r];
    rows[r] = row;
  }
  return rows;
}
