import { describe, expect, it } from 'vitest';
import { Bool, Float64, Utf8, makeData } from 'apache-arrow';
import { DuckDbConnector } from '../../../../server/engine/connectors/duckdb/duckdb-connector.ts';
import type { ColumnBatch } from '../../../../server/engine/connectors/connector.ts';
import { concatData } from './arrow-concat.ts';
import { BatchEncoder, decodedRows, decodeResults, type EncoderPart } from './result-codec.ts';

// Every type the DuckDB connector gives straight as Arrow, with NULLs, NaN/±Infinity (NULL once
// normalised), negative and pre-1970 timestamps with sub-millisecond parts, BIGINT past 2^53,
// inline (≤ 12 bytes) and pointer strings, multi-byte UTF-8; 5,000 rows so DuckDB yields several
// chunks and a partial last one. Plus a column it cannot give so (a list), read as JS values.
const SQL = `SELECT
  CASE WHEN i % 7 = 0 THEN NULL ELSE TIMESTAMP '1969-12-31 23:59:50.0005' + to_microseconds(i * 3001) END AS ts,
  CASE WHEN i % 5 = 0 THEN NULL WHEN i % 3 = 0 THEN 'é' || i ELSE 'a longer text than twelve bytes ' || i END AS s,
  CASE WHEN i % 11 = 0 THEN NULL WHEN i = 3 THEN 'NaN'::DOUBLE WHEN i = 4 THEN 'inf'::DOUBLE ELSE i / 3.0 END AS d,
  CASE WHEN i % 13 = 0 THEN NULL ELSE (i * 1.5)::FLOAT END AS f,
  CASE WHEN i % 17 = 0 THEN NULL ELSE (i - 2500)::INTEGER END AS n,
  (i % 100)::TINYINT AS t,
  CASE WHEN i % 19 = 0 THEN NULL ELSE 9007199254740000 + i * 1000 END::BIGINT AS b,
  CASE WHEN i % 23 = 0 THEN NULL ELSE i % 2 = 0 END AS flag,
  [i, i + 1] AS l
FROM range(5000) t(i)`;

async function batchesOf(sql: string): Promise<ColumnBatch[]> {
  const db = new DuckDbConnector({ file: ':memory:' });
  try {
    return await db.withSession(async (s) => {
      const out: ColumnBatch[] = [];
      for await (const b of s.stream!(sql)) out.push(b);
      return out;
    });
  } finally {
    await db.close();
  }
}

function stored(batches: ColumnBatch[], useArrow: boolean): Uint8Array {
  const parts: EncoderPart[] = batches.map((b) => (useArrow ? b : { values: b.values, rowCount: b.rowCount }));
  const first = parts[0]!;
  const encoder = new BatchEncoder(batches[0]!.columns, first.arrow?.every(Boolean) ? [] : first.values, first.arrow);
  // Two record batches, the second starting mid-way (not at a chunk boundary of 2,048 rows).
  encoder.addParts(parts.slice(0, 1));
  encoder.addParts(parts.slice(1));
  return encoder.finish();
}

describe('SQL Lab results straight from DuckDB vectors', () => {
  it('stores the same bytes as through JS values, for every type the engine gives as Arrow', async () => {
    const batches = await batchesOf(SQL);
    expect(batches.length).toBeGreaterThan(2);
    const arrow = batches[0]!.arrow!;
    expect(arrow.map((d) => d !== null)).toEqual([true, true, true, true, true, true, true, true, false]);
    const viaArrow = stored(batches, true);
    const viaValues = stored(await batchesOf(SQL), false);
    expect(Buffer.from(viaArrow).equals(Buffer.from(viaValues))).toBe(true);
  });

  it('decodes to the rows the connector answers for the same SQL', async () => {
    const db = new DuckDbConnector({ file: ':memory:' });
    const expected = (await db.execute(SQL)).rows;
    await db.close();
    const rows = decodedRows(decodeResults(stored(await batchesOf(SQL), true)), Infinity);
    expect(rows.length).toBe(5000);
    // Lists are stored as their JSON text (asText), as before.
    expect(rows).toEqual(expected.map((r) => [...r.slice(0, 8), JSON.stringify(r[8])]));
    expect(rows[1]![0]).toBe(-9996); // 23:59:50.0005 + 3,001 µs: -9,996.499 ms, truncated toward zero
    expect(rows[4000]![0]).toBe(2004); // past 1970: 2,004.5 ms
    expect(rows[3]![2]).toBeNull(); // NaN
    expect(rows[4]![2]).toBeNull(); // Infinity
    expect(rows[1]![6]).toBe('9007199254741000'); // past 2^53: text, exact
  });

  it('leaves a timestamp a JS number cannot hold exactly to the JS values', async () => {
    const [batch] = await batchesOf("SELECT TIMESTAMP '2400-01-01' AS far, TIMESTAMP '2001-01-01' AS near");
    expect(batch!.arrow!.map((d) => d !== null)).toEqual([false, true]);
  });
});

describe('concatData', () => {
  it('joins columns of lengths that do not fall on byte boundaries, with and without NULLs', () => {
    const f = (xs: (number | null)[]) => {
      const bitmap = new Uint8Array((xs.length + 7) >> 3);
      xs.forEach((x, i) => x !== null && (bitmap[i >> 3]! |= 1 << (i & 7)));
      const nullCount = xs.filter((x) => x === null).length;
      return makeData({
        type: new Float64(),
        length: xs.length,
        nullCount,
        nullBitmap: nullCount ? bitmap : undefined,
        data: Float64Array.from(xs, (x) => x ?? 0),
      });
    };
    const joined = concatData([f([1, null, 3]), f([4, 5, 6, 7, 8, 9, 10, 11, 12]), f([null, 14])]);
    const values = Array.from({ length: joined.length }, (_, i) => (joined.getValid(i) ? joined.values[i] : null));
    expect(values).toEqual([1, null, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, null, 14]);
    expect(joined.nullCount).toBe(2);

    const b = (bits: boolean[]) => {
      const data = new Uint8Array((bits.length + 7) >> 3);
      bits.forEach((x, i) => x && (data[i >> 3]! |= 1 << (i & 7)));
      return makeData({ type: new Bool(), length: bits.length, data });
    };
    const bools = concatData([b([true, false, true]), b([false, true, true, true, false, true, false, true, true])]);
    expect(
      Array.from({ length: 12 }, (_, i) => bools.getValid(i) && ((bools.values[i >> 3]! >> (i & 7)) & 1) === 1),
    ).toEqual([true, false, true, false, true, true, true, false, true, false, true, true]);

    const u = (xs: string[]) => {
      const bytes = new TextEncoder().encode(xs.join(''));
      const offsets = new Int32Array(xs.length + 1);
      xs.forEach((x, i) => (offsets[i + 1] = offsets[i]! + new TextEncoder().encode(x).length));
      return makeData({ type: new Utf8(), length: xs.length, valueOffsets: offsets, data: bytes });
    };
    const text = concatData([u(['a', 'bé']), u(['', 'cd']).slice(1, 1), u(['x'])]);
    const dec = new TextDecoder();
    expect(
      Array.from({ length: text.length }, (_, i) =>
        dec.decode(text.values.subarray(text.valueOffsets[i]!, text.valueOffsets[i + 1]!)),
      ),
    ).toEqual(['a', 'bé', 'cd', 'x']);
  });
});
