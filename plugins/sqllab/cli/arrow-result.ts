import { DataType, RecordBatchReader, TimeUnit, util, type Field, type Vector } from 'apache-arrow';
import type { CellKind, ResultColumn } from './cell-text.ts';

/** The schema metadata key under which Loupe's Arrow stream of results carries the §5.2 payload
 * without `data`. */
export const PAYLOAD_METADATA_KEY = 'loupe';

/** Rows handed to the writers at most this many at a time, whatever size the server's batches are. */
const SLICE_ROWS = 8192;

export interface ResultStream {
  columns: ResultColumn[];
  /** The JSON payload of reference §5.2 without `data` (columns, query…), when the server sent it. */
  payload: Record<string, unknown> | null;
  /** Rows (arrays of cells in column order) as the record batches arrive. */
  rows: AsyncIterable<unknown[][]>;
}

export function kindOf(type: DataType): CellKind {
  if (DataType.isDictionary(type)) return kindOf(type.dictionary);
  if (DataType.isTimestamp(type)) return 'timestamp';
  if (DataType.isDate(type)) return 'date';
  if (DataType.isInt(type)) return type.bitWidth === 64 ? 'bigint' : 'number';
  if (DataType.isFloat(type) || DataType.isDecimal(type)) return 'number';
  if (DataType.isBool(type)) return 'boolean';
  if (DataType.isUtf8(type) || DataType.isLargeUtf8(type) || DataType.isUtf8View(type)) return 'string';
  return 'other';
}

/**
 * A reader of one column's cells. Arrow's `get` decodes each value; a column without nulls whose
 * values sit in a plain typed array (floats, small ints, millisecond timestamps) is read from
 * that array directly, two to three times faster.
 */
function cellReader(vector: Vector, field: Field): (row: number) => unknown {
  const type = field.type;
  if (DataType.isDecimal(type)) {
    const scale = type.scale;
    return (r) => {
      const v = vector.get(r);
      return v === null ? null : util.bigNumToNumber(v as never, scale);
    };
  }
  if (vector.nullCount === 0 && vector.data.length === 1) {
    if (DataType.isFloat(type) || (DataType.isInt(type) && type.bitWidth < 64)) {
      const values = vector.toArray() as ArrayLike<number>;
      return (r) => values[r];
    }
    if (DataType.isTimestamp(type) && type.unit === TimeUnit.MILLISECOND) {
      const values = vector.toArray() as ArrayLike<bigint | number>;
      return (r) => Number(values[r]);
    }
  }
  return (r) => vector.get(r);
}

/**
 * Opens the results' Arrow IPC stream and reads it batch by batch as the bytes arrive, so
 * the first rows are out before the last have been sent and memory stays at about one batch.
 */
export async function readArrowResult(
  source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
): Promise<ResultStream> {
  const reader = await RecordBatchReader.from(source as AsyncIterable<Uint8Array>);
  await reader.open({ autoDestroy: true });
  const schema = reader.schema;
  if (!schema) throw new Error('The results stream has no Arrow schema');
  const columns: ResultColumn[] = schema.fields.map((f) => ({ name: f.name, kind: kindOf(f.type) }));
  let payload: Record<string, unknown> | null = null;
  const raw = schema.metadata.get(PAYLOAD_METADATA_KEY);
  if (raw) {
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      payload = null;
    }
  }
  async function* rows(): AsyncGenerator<unknown[][]> {
    for await (const batch of reader) {
      const readers = schema.fields.map((f, c) => cellReader(batch.getChildAt(c)!, f));
      for (let start = 0; start < batch.numRows; start += SLICE_ROWS) {
        const end = Math.min(batch.numRows, start + SLICE_ROWS);
        const out: unknown[][] = new Array(end - start);
        for (let r = start; r < end; r++) {
          const row = new Array<unknown>(readers.length);
          for (let c = 0; c < readers.length; c++) row[c] = readers[c]!(r);
          out[r - start] = row;
        }
        yield out;
      }
    }
  }
  return { columns, payload, rows: rows() };
}
