import { Bool, Float64, Int64, TimestampMillisecond, Utf8, makeData, makeVector, type Vector } from 'apache-arrow';

/**
 * Arrow vectors built straight from a column of JS values, without apache-arrow's generic
 * builders (which take seconds for a million strings): typed arrays, a validity bitmap, and UTF-8
 * written once into a growing buffer.
 */
function validity(values: ArrayLike<unknown>): { bitmap: Uint8Array | undefined; nullCount: number } {
  const n = values.length;
  let nullCount = 0;
  const bitmap = new Uint8Array((n + 7) >> 3);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v === null || v === undefined) nullCount++;
    else bitmap[i >> 3]! |= 1 << (i & 7);
  }
  return { bitmap: nullCount ? bitmap : undefined, nullCount };
}

export function float64Vector(values: ArrayLike<unknown>): Vector {
  const n = values.length;
  const data = new Float64Array(n);
  for (let i = 0; i < n; i++) data[i] = typeof values[i] === 'number' ? (values[i] as number) : 0;
  const { bitmap, nullCount } = validity(values);
  return makeVector(makeData({ type: new Float64(), length: n, nullCount, nullBitmap: bitmap, data }));
}

/** 64-bit integers given as numbers, bigints or decimal text (past 2^53). */
export function int64Vector(values: ArrayLike<unknown>): Vector {
  const n = values.length;
  const data = new BigInt64Array(n);
  const nulls: unknown[] = new Array<unknown>(n);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    let x: bigint | null = null;
    if (typeof v === 'bigint') x = v;
    else if (typeof v === 'number' && Number.isInteger(v)) x = BigInt(v);
    else if (typeof v === 'string' && /^-?\d+$/.test(v)) x = BigInt(v);
    if (x !== null) data[i] = BigInt.asIntN(64, x);
    nulls[i] = x === null ? null : 1;
  }
  const { bitmap, nullCount } = validity(nulls);
  return makeVector(makeData({ type: new Int64(), length: n, nullCount, nullBitmap: bitmap, data }));
}

export function timestampVector(values: ArrayLike<unknown>): Vector {
  const n = values.length;
  const data = new BigInt64Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (typeof v === 'number') data[i] = BigInt(Math.trunc(v));
  }
  const { bitmap, nullCount } = validity(values);
  return makeVector(makeData({ type: new TimestampMillisecond(), length: n, nullCount, nullBitmap: bitmap, data }));
}

export function boolVector(values: ArrayLike<unknown>): Vector {
  const n = values.length;
  const data = new Uint8Array((n + 7) >> 3);
  for (let i = 0; i < n; i++) if (values[i] === true) data[i >> 3]! |= 1 << (i & 7);
  const { bitmap, nullCount } = validity(values);
  return makeVector(makeData({ type: new Bool(), length: n, nullCount, nullBitmap: bitmap, data }));
}

const encoder = new TextEncoder();

/** `text(v)` gives each non-null value's text. */
export function utf8Vector(values: ArrayLike<unknown>, text: (v: unknown) => string): Vector {
  const n = values.length;
  const offsets = new Int32Array(n + 1);
  let buf = new Uint8Array(Math.max(1024, n * 8));
  let pos = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v !== null && v !== undefined) {
      const s = text(v);
      const need = s.length * 3;
      if (pos + need > buf.length) {
        const bigger = new Uint8Array(Math.max(buf.length * 2, pos + need));
        bigger.set(buf.subarray(0, pos));
        buf = bigger;
      }
      pos += encoder.encodeInto(s, buf.subarray(pos)).written;
    }
    offsets[i + 1] = pos;
  }
  const { bitmap, nullCount } = validity(values);
  return makeVector(
    makeData({
      type: new Utf8(),
      length: n,
      nullCount,
      nullBitmap: bitmap,
      valueOffsets: offsets,
      data: buf.subarray(0, pos),
    }),
  );
}
