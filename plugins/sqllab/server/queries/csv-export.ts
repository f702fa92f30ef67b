import { csvField, csvHeader } from '../../../../core/csv/csv.ts';
import { GenericDataType, type ResultColumn } from '../../../../server/engine/connectors/connector.ts';

function cell(v: unknown, temporal: boolean): string {
  if (v === null || v === undefined) return '';
  let s: string;
  if (temporal && typeof v === 'number')
    s = new Date(v)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  else if (typeof v === 'object') s = JSON.stringify(v);
  else s = String(v);
  return csvField(v, s);
}

/** CSV text of rows in chunks (header first), so a large result streams instead of piling up. */
export function* csvChunks(
  columns: ResultColumn[],
  rowCount: number,
  rowAt: (i: number) => unknown[],
  chunkRows = 5000,
): Generator<string> {
  const temporal = columns.map((c) => c.genericType === GenericDataType.TEMPORAL);
  yield csvHeader(
    columns.map((c) => c.name),
    ',',
    '\r\n',
  );
  for (let start = 0; start < rowCount; start += chunkRows) {
    const end = Math.min(rowCount, start + chunkRows);
    let out = '';
    for (let i = start; i < end; i++)
      out += `${rowAt(i)
        .map((v, j) => cell(v, temporal[j]!))
        .join(',')}\r\n`;
    yield out;
  }
}
