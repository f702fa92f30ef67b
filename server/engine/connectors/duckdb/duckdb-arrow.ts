import duckdb from '@duckdb/node-bindings';
import { DuckDBTypeId, type DuckDBDataChunk, type DuckDBType } from '@duckdb/node-api';
import { Bool, Float64, Int64, TimestampMillisecond, Utf8, makeData, type Data } from 'apache-arrow';

/**
 * A DuckDB data chunk's columns straight into Arrow, without a JS value a cell: DuckDB's vectors
 * are read as bytes (typed arrays over the vector's memory, the validity mask as Arrow's bitmap,
 * VARCHAR's UTF-8 bytes copied as they are). Each column comes out as Loupe's connectors
 * normalise it and SQL Lab's result store keeps it (`BatchEncoder`): DOUBLE, FLOAT and the
 * 8- to 32-bit integers as Float64 (NaN and ±Infinity as NULL), BIGINT as Int64, TIMESTAMP as
 * epoch milliseconds (micros truncated toward zero), BOOLEAN as Bool, VARCHAR as Utf8. Any other
 * type, or a timestamp past what a JS number holds exactly, gives `null`: the caller reads that
 * column's JS values instead.
 */
export function chunkToArrow(chunk: DuckDBDataChunk, types: readonly DuckDBType[]): (Data | null)[] {
  const n = chunk.rowCount;
  const out: (Data | null)[] = [];
  for (let c = 0; c < types.length; c++) {
    const vector = duckdb.data_chunk_get_vector(chunk.chunk, c);
    out.push(columnToArrow(vector, types[c]!.typeId, n));
  }
  return out;
}

interface Validity {
  bitmap: Uint8Array | undefined;
  nullCount: number;
}

const POPCOUNT = new Uint8Array(256).map((_, i) => {
  let k = 0;
  for (let b = i; b; b >>= 1) k += b & 1;
  return k;
});

/** DuckDB's validity mask (64-bit words, least significant bit first) is Arrow's bitmap on little-endian. */
function validityOf(vector: duckdb.Vector, n: number): Validity {
  const words = Math.ceil(n / 64);
  const raw = words ? duckdb.vector_get_validity(vector, words * 8) : null;
  if (!raw) return { bitmap: undefined, nullCount: 0 };
  const bytes = (n + 7) >> 3;
  const bitmap = raw.slice(0, bytes);
  if (n & 7) bitmap[bytes - 1]! &= (1 << (n & 7)) - 1;
  let valid = 0;
  for (let i = 0; i < bytes; i++) valid += POPCOUNT[bitmap[i]!]!;
  const nullCount = n - valid;
  return nullCount ? { bitmap, nullCount } : { bitmap: undefined, nullCount: 0 };
}

function isValid(bitmap: Uint8Array | undefined, i: number): boolean {
  return !bitmap || (bitmap[i >> 3]! & (1 << (i & 7))) !== 0;
}

function setNull(v: Validity, n: number, i: number): void {
  if (!v.bitmap) {
    v.bitmap = new Uint8Array((n + 7) >> 3).fill(0xff);
    if (n & 7) v.bitmap[v.bitmap.length - 1]! &= (1 << (n & 7)) - 1;
  }
  v.bitmap[i >> 3]! &= ~(1 << (i & 7));
  v.nullCount++;
}

function columnToArrow(vector: duckdb.Vector, typeId: DuckDBTypeId, n: number): Data | null {
  switch (typeId) {
    case DuckDBTypeId.DOUBLE:
      return floatColumn(vector, n, 8, (b) => new Float64Array(b.buffer, b.byteOffset, n));
    case DuckDBTypeId.FLOAT:
      return floatColumn(vector, n, 4, (b) => new Float32Array(b.buffer, b.byteOffset, n));
    case DuckDBTypeId.INTEGER:
      return floatColumn(vector, n, 4, (b) => new Int32Array(b.buffer, b.byteOffset, n));
    case DuckDBTypeId.UINTEGER:
      return floatColumn(vector, n, 4, (b) => new Uint32Array(b.buffer, b.byteOffset, n));
    case DuckDBTypeId.SMALLINT:
      return floatColumn(vector, n, 2, (b) => new Int16Array(b.buffer, b.byteOffset, n));
    case DuckDBTypeId.USMALLINT:
      return floatColumn(vector, n, 2, (b) => new Uint16Array(b.buffer, b.byteOffset, n));
    case DuckDBTypeId.TINYINT:
      return floatColumn(vector, n, 1, (b) => new Int8Array(b.buffer, b.byteOffset, n));
    case DuckDBTypeId.UTINYINT:
      return floatColumn(vector, n, 1, (b) => b.subarray(0, n));
    case DuckDBTypeId.BIGINT:
      return bigintColumn(vector, n);
    case DuckDBTypeId.TIMESTAMP:
      return timestampColumn(vector, n);
    case DuckDBTypeId.BOOLEAN:
      return boolColumn(vector, n);
    case DuckDBTypeId.VARCHAR:
      return utf8Column(vector, n);
    default:
      return null;
  }
}

/** Aligned views need the vector's memory at a multiple of the width; else a copy first. */
function vectorBytes(vector: duckdb.Vector, n: number, width: number): Uint8Array {
  const b = duckdb.vector_get_data(vector, n * width);
  return b.byteOffset % width === 0 ? b : b.slice();
}

function floatColumn(
  vector: duckdb.Vector,
  n: number,
  width: number,
  view: (bytes: Uint8Array) => ArrayLike<number>,
): Data {
  const src = view(vectorBytes(vector, n, width));
  const validity = validityOf(vector, n);
  const data = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const x = src[i]!;
    if (x - x === 0)
      data[i] = x; // finite
    else if (isValid(validity.bitmap, i)) setNull(validity, n, i);
  }
  if (validity.bitmap) for (let i = 0; i < n; i++) if (!isValid(validity.bitmap, i)) data[i] = 0;
  return makeData({ type: new Float64(), length: n, ...nulls(validity), data });
}

function nulls(v: Validity): { nullCount: number; nullBitmap: Uint8Array | undefined } {
  return v.nullCount ? { nullCount: v.nullCount, nullBitmap: v.bitmap } : { nullCount: 0, nullBitmap: undefined };
}

function bigintColumn(vector: duckdb.Vector, n: number): Data {
  const data = new BigInt64Array(n);
  new Uint8Array(data.buffer).set(duckdb.vector_get_data(vector, n * 8).subarray(0, n * 8));
  const validity = validityOf(vector, n);
  if (validity.bitmap) for (let i = 0; i < n; i++) if (!isValid(validity.bitmap, i)) data[i] = 0n;
  return makeData({ type: new Int64(), length: n, ...nulls(validity), data });
}

const TWO_32 = 4294967296;
/** |micros| below 2^53: exact as a JS number (years 1685 to 2255). */
const HI_LIMIT = 1 << 21;

function timestampColumn(vector: duckdb.Vector, n: number): Data | null {
  const src = new Int32Array(vectorBytes(vector, n, 8).slice(0, n * 8).buffer);
  const validity = validityOf(vector, n);
  const data = new BigInt64Array(n);
  const dst = new Int32Array(data.buffer);
  for (let i = 0; i < n; i++) {
    if (!isValid(validity.bitmap, i)) continue;
    const hi = src[2 * i + 1]!;
    if (hi >= HI_LIMIT || hi < -HI_LIMIT) return null; // infinity, far dates: the JS converter decides
    const micros = hi * TWO_32 + (src[2 * i]! >>> 0);
    const ms = (micros - (micros % 1000)) / 1000; // toward zero, as BigInt division
    const msHi = Math.floor(ms / TWO_32);
    dst[2 * i] = ms - msHi * TWO_32;
    dst[2 * i + 1] = msHi;
  }
  return makeData({ type: new TimestampMillisecond(), length: n, ...nulls(validity), data });
}

function boolColumn(vector: duckdb.Vector, n: number): Data {
  const src = duckdb.vector_get_data(vector, n);
  const validity = validityOf(vector, n);
  const data = new Uint8Array((n + 7) >> 3);
  for (let i = 0; i < n; i++) if (src[i] && isValid(validity.bitmap, i)) data[i >> 3]! |= 1 << (i & 7);
  return makeData({ type: new Bool(), length: n, ...nulls(validity), data });
}

/** duckdb_string_t: 16 bytes, the length first; up to 12 bytes inline, else a pointer at byte 8. */
function utf8Column(vector: duckdb.Vector, n: number): Data {
  const raw = duckdb.vector_get_data(vector, n * 16);
  const view = new DataView(raw.buffer, raw.byteOffset, n * 16);
  const validity = validityOf(vector, n);
  const offsets = new Int32Array(n + 1);
  let buf = new Uint8Array(Math.max(1024, n * 12));
  let pos = 0;
  for (let i = 0; i < n; i++) {
    if (isValid(validity.bitmap, i)) {
      const at = i * 16;
      const len = view.getUint32(at, true);
      if (pos + len > buf.length) {
        const bigger = new Uint8Array(Math.max(buf.length * 2, pos + len));
        bigger.set(buf.subarray(0, pos));
        buf = bigger;
      }
      if (len <= 12) {
        for (let k = 0; k < len; k++) buf[pos + k] = raw[at + 4 + k]!;
      } else {
        buf.set(duckdb.get_data_from_pointer(raw.buffer as ArrayBuffer, raw.byteOffset + at + 8, len), pos);
      }
      pos += len;
    }
    offsets[i + 1] = pos;
  }
  return makeData({
    type: new Utf8(),
    length: n,
    ...nulls(validity),
    valueOffsets: offsets,
    data: buf.slice(0, pos),
  });
}
