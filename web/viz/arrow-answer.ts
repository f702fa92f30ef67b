import { Type, tableFromIPC, type Data, type Vector } from 'apache-arrow';
import type { ChartDataResult, DataRecord, DataRecordValue } from '../../core/viz/index.ts';

type Column = Float64Array | DataRecordValue[];

/** One chunk's Float64 values (the buffer may hold more than the chunk: its slice). */
function float64Values(data: Data): Float64Array {
  const values = data.values as Float64Array;
  return values.length === data.length ? values : values.subarray(0, data.length);
}

/** Epoch-ms Int64 values as doubles, read as two 32-bit halves (no BigInt a value). */
function int64AsDoubles(data: Data, into: Float64Array, at: number): void {
  const values = data.values as BigInt64Array;
  const words = new Int32Array(values.buffer, values.byteOffset, data.length * 2);
  for (let i = 0; i < data.length; i += 1) into[at + i] = words[2 * i + 1]! * 4294967296 + (words[2 * i]! >>> 0);
}

/**
 * A numeric or epoch-ms column without nulls as one Float64Array: Float64 of one chunk is the IPC
 * buffer itself (no copy); Timestamp(ms) is read once into doubles. Null when it does not qualify.
 */
function denseColumn(vector: Vector): Float64Array | null {
  const { typeId } = vector.type;
  const isDouble = typeId === Type.Float && (vector.type as { precision: number }).precision === 2;
  const isMs = typeId === Type.Timestamp && (vector.type as { unit: number }).unit === 1;
  if ((!isDouble && !isMs) || vector.nullCount > 0) return null;
  const chunks = vector.data;
  if (isDouble && chunks.length === 1) return float64Values(chunks[0]!);
  const out = new Float64Array(vector.length);
  let at = 0;
  for (const chunk of chunks) {
    if (isDouble) out.set(float64Values(chunk), at);
    else int64AsDoubles(chunk, out, at);
    at += chunk.length;
  }
  return out;
}

/** Any other column as the JSON answer would give its values (epoch ms, numbers, strings, booleans, null). */
function plainColumn(vector: Vector): DataRecordValue[] {
  const out = new Array<DataRecordValue>(vector.length);
  for (let i = 0; i < vector.length; i += 1) {
    const value: unknown = vector.get(i);
    out[i] =
      value === null || value === undefined
        ? null
        : typeof value === 'bigint'
          ? Number(value)
          : value instanceof Date
            ? value.getTime()
            : (value as DataRecordValue);
  }
  return out;
}

/** The row objects of `data`, built from the columns when something first reads them. */
function rowsOf(colnames: readonly string[], columns: Record<string, Column>, length: number): DataRecord[] {
  const rows = new Array<DataRecord>(length);
  for (let r = 0; r < length; r += 1) {
    const row: DataRecord = {};
    for (const name of colnames) row[name] = columns[name]?.[r] ?? null;
    rows[r] = row;
  }
  return rows;
}

/**
 * A chart-data answer read from the Arrow IPC stream the API writes for `result_format: "arrow"`
 * (one query): everything the JSON answer says besides its rows comes from the schema's
 * `loupe.query_result`, the rows as `columns` (see ChartDataResult.columns), and `data` — the JSON
 * answer's records — is built from them only when read, so a plugin that takes columns never pays
 * for row objects.
 */
export function chartDataFromArrow(bytes: Uint8Array): ChartDataResult {
  const table = tableFromIPC(bytes);
  const meta = JSON.parse(table.schema.metadata.get('loupe.query_result') ?? '{}') as Partial<ChartDataResult>;
  const columns: Record<string, Column> = {};
  for (const field of table.schema.fields) {
    const vector = table.getChild(field.name);
    if (vector) columns[field.name] = denseColumn(vector) ?? plainColumn(vector);
  }
  const colnames = meta.colnames ?? table.schema.fields.map((f) => f.name);
  const length = table.numRows;
  let rows: DataRecord[] | null = null;
  const result = {
    ...meta,
    colnames,
    coltypes: meta.coltypes ?? [],
    rowcount: meta.rowcount ?? length,
    result_format: 'arrow',
    columns,
  } as Omit<ChartDataResult, 'data'>;
  return Object.defineProperty(result, 'data', {
    enumerable: true,
    configurable: true,
    get: () => (rows ??= rowsOf(colnames, columns, length)),
  }) as ChartDataResult;
}
