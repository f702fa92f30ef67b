import {
  Bool,
  Float64,
  Int32,
  Int64,
  RecordBatch,
  RecordBatchStreamWriter,
  Schema,
  Table,
  TimestampMillisecond,
  Utf8,
  vectorFromArray,
  Dictionary,
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { readArrowResult } from './arrow-result.ts';

/** An Arrow IPC stream of `batches` record batches, with the server's payload in the schema metadata. */
function arrowStream(batches: number, rowsPerBatch: number, payload?: unknown): Uint8Array {
  const tables = Array.from({ length: batches }, (_, b) => {
    const ids = Array.from({ length: rowsPerBatch }, (_, i) => b * rowsPerBatch + i);
    return new Table({
      id: vectorFromArray(ids, new Int32()),
      name: vectorFromArray(
        ids.map((i) => (i % 3 === 0 ? null : `n${i}`)),
        new Utf8(),
      ),
      ts: vectorFromArray(
        ids.map((i) => Date.UTC(2024, 0, 1) + i * 1000),
        new TimestampMillisecond(),
      ),
      m: vectorFromArray(
        ids.map((i) => i / 2),
        new Float64(),
      ),
      big: vectorFromArray(
        ids.map((i) => BigInt(i) * 10_000_000_000n),
        new Int64(),
      ),
      ok: vectorFromArray(
        ids.map((i) => i % 2 === 0),
        new Bool(),
      ),
      cat: vectorFromArray(
        ids.map((i) => `c${i % 2}`),
        new Dictionary(new Utf8(), new Int32()),
      ),
    });
  });
  const metadata = new Map(payload === undefined ? [] : [['loupe', JSON.stringify(payload)]]);
  const schema = new Schema(tables[0]!.schema.fields, metadata);
  const writer = new RecordBatchStreamWriter();
  writer.reset(undefined, schema);
  for (const t of tables) for (const b of t.batches) writer.write(new RecordBatch(schema, b.data));
  writer.finish();
  return writer.toUint8Array(true);
}

/** Yields the bytes in small pieces, as a network stream would, and records how far it was read. */
function chunked(bytes: Uint8Array, size: number, progress: { sent: number }) {
  return (async function* () {
    for (let i = 0; i < bytes.length; i += size) {
      progress.sent = Math.min(bytes.length, i + size);
      yield bytes.subarray(i, i + size);
    }
  })();
}

describe('readArrowResult', () => {
  it('reads columns, kinds, the payload and every row, converting each type', async () => {
    const payload = { status: 'success', query: { rows: 6 }, columns: [{ column_name: 'id' }] };
    const result = await readArrowResult(chunked(arrowStream(2, 3, payload), 50, { sent: 0 }));
    expect(result.columns).toEqual([
      { name: 'id', kind: 'number' },
      { name: 'name', kind: 'string' },
      { name: 'ts', kind: 'timestamp' },
      { name: 'm', kind: 'number' },
      { name: 'big', kind: 'bigint' },
      { name: 'ok', kind: 'boolean' },
      { name: 'cat', kind: 'string' },
    ]);
    expect(result.payload).toEqual(payload);
    const rows: unknown[][] = [];
    for await (const part of result.rows) rows.push(...part);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual([0, null, Date.UTC(2024, 0, 1), 0, 0n, true, 'c0']);
    expect(rows[5]).toEqual([5, 'n5', Date.UTC(2024, 0, 1) + 5000, 2.5, 50_000_000_000n, false, 'c1']);
  });

  it('hands out the first batch before the rest of the stream has been read', async () => {
    const bytes = arrowStream(20, 1000);
    const progress = { sent: 0 };
    const result = await readArrowResult(chunked(bytes, 4096, progress));
    const iterator = result.rows[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect((first.value as unknown[][]).length).toBe(1000);
    expect(progress.sent).toBeLessThan(bytes.length / 4);
    let total = 1000;
    for (let r = await iterator.next(); !r.done; r = await iterator.next()) total += r.value.length;
    expect(total).toBe(20_000);
  });

  it('hands a huge batch out in slices', async () => {
    const result = await readArrowResult(chunked(arrowStream(1, 20_000), 1 << 16, { sent: 0 }));
    const sizes: number[] = [];
    for await (const part of result.rows) sizes.push(part.length);
    expect(sizes).toEqual([8192, 8192, 3616]);
  });

  it('reads a stream with no rows and no payload', async () => {
    const result = await readArrowResult(chunked(arrowStream(1, 0), 64, { sent: 0 }));
    expect(result.payload).toBeNull();
    expect(result.columns.map((c) => c.name)).toEqual(['id', 'name', 'ts', 'm', 'big', 'ok', 'cat']);
    const rows: unknown[][] = [];
    for await (const part of result.rows) rows.push(...part);
    expect(rows).toEqual([]);
  });

  it('fails on bytes that are not an Arrow stream', async () => {
    await expect(async () => {
      const r = await readArrowResult(chunked(new TextEncoder().encode('{"message":"Not found"}'), 64, { sent: 0 }));
      for await (const _ of r.rows) void _;
    }).rejects.toThrow();
  });
});
