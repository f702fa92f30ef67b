import { DataType, makeData, type Data } from 'apache-arrow';

/**
 * Arrow columns of one type (Float64, Int64, Timestamp, Bool or Utf8, as `arrow-columns.ts` and
 * the DuckDB connector build them) joined into one, buffers copied once: the engine's small
 * chunks become one record batch of the stored result. A sliced Data (apache-arrow's `slice`)
 * has its offsets and fixed-width values cut already; only its bitmaps count from `offset`.
 */
export function concatData(parts: readonly Data[]): Data {
  const first = parts[0]!;
  if (parts.length === 1 && first.offset === 0) return first;
  const length = parts.reduce((n, p) => n + p.length, 0);
  const nullCount = parts.reduce((n, p) => n + p.nullCount, 0);
  const nullBitmap = nullCount ? concatBits(parts, (p) => p.nullBitmap, true) : undefined;
  const type = first.type;
  if (DataType.isUtf8(type)) {
    const valueOffsets = new Int32Array(length + 1);
    const bytes = parts.reduce((n, p) => n + (p.valueOffsets[p.length]! - p.valueOffsets[0]!), 0);
    const data = new Uint8Array(bytes);
    let row = 0;
    let pos = 0;
    for (const p of parts) {
      const offs = p.valueOffsets;
      const base = offs[0]!;
      const end = offs[p.length]!;
      data.set((p.values as Uint8Array).subarray(base, end), pos);
      for (let i = 1; i <= p.length; i++) valueOffsets[row + i] = offs[i]! - base + pos;
      row += p.length;
      pos += end - base;
    }
    return makeData({ type, length, nullCount, nullBitmap, valueOffsets, data });
  }
  if (DataType.isBool(type)) {
    const data = concatBits(parts, (p) => p.values as Uint8Array, false);
    return makeData({ type, length, nullCount, nullBitmap, data });
  }
  // Fixed width: Float64, Int64, Timestamp (one typed-array element a row).
  const Ctor = (first.values as Float64Array | BigInt64Array).constructor as new (n: number) => Float64Array;
  const data = new Ctor(length);
  let at = 0;
  for (const p of parts) {
    data.set((p.values as Float64Array).subarray(0, p.length), at);
    at += p.length;
  }
  return makeData({ type, length, nullCount, nullBitmap, data } as Parameters<typeof makeData>[0]);
}

/** Bitmaps (least significant bit first) end to end; a part without one is all `fill`. */
function concatBits(
  parts: readonly Data[],
  bits: (p: Data) => Uint8Array | null | undefined,
  fill: boolean,
): Uint8Array {
  const length = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array((length + 7) >> 3);
  let at = 0;
  for (const p of parts) {
    const src = bits(p);
    const n = p.length;
    if ((at & 7) === 0 && (p.offset & 7) === 0 && src && src.length > 0) {
      // Byte-aligned: copy whole bytes, then clear what lies past the part's end.
      const whole = (n + 7) >> 3;
      out.set(src.subarray(p.offset >> 3, (p.offset >> 3) + whole), at >> 3);
      if (n & 7) out[(at + n) >> 3]! &= (1 << ((at + n) & 7)) - 1;
    } else {
      for (let i = 0; i < n; i++) {
        const b = p.offset + i;
        const set = src && src.length > 0 ? (src[b >> 3]! & (1 << (b & 7))) !== 0 : fill;
        if (set) out[(at + i) >> 3]! |= 1 << ((at + i) & 7);
      }
    }
    at += n;
  }
  return out;
}
