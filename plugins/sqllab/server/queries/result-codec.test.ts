import { tableFromIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../../../../server/engine/connectors/connector.ts';
import { arrowStream, BatchEncoder, BATCH_ROWS, decodedRows, decodeResults, encodeResults } from './result-codec.ts';
import { MemoryResultsBackend } from './results-backend.ts';

const columns = [
  { name: 'n', type: 'BIGINT', genericType: GenericDataType.NUMERIC },
  { name: 'n', type: 'VARCHAR', genericType: GenericDataType.STRING },
  { name: 'ts', type: 'TIMESTAMP', genericType: GenericDataType.TEMPORAL },
  { name: 'b', type: 'BOOLEAN', genericType: GenericDataType.BOOLEAN },
  { name: 'j', type: 'JSON', genericType: GenericDataType.STRING },
  { name: 'big', type: 'HUGEINT', genericType: GenericDataType.NUMERIC },
];

describe('stored results', () => {
  it('round-trip rows through Arrow IPC, duplicate names, JSON and big integers included', () => {
    const rows = [
      [1, 'a', 1700000000000, true, { k: [1] }, '123456789012345678901'],
      [null, null, null, null, null, null],
    ];
    const d = decodeResults(encodeResults(columns, rows));
    expect(d.columns.map((c) => c.name)).toEqual(['n', 'n__1', 'ts', 'b', 'j', 'big']);
    expect(d.rowCount).toBe(2);
    expect(decodedRows(d, 10)).toEqual([
      [1, 'a', 1700000000000, true, '{"k":[1]}', '123456789012345678901'],
      [null, null, null, null, null, null],
    ]);
    expect(decodedRows(d, 1)).toHaveLength(1);
  });

  it('stream columns by name, a small first batch, and the payload under the schema key "loupe"', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [i, `s${i}`, i * 1000, i % 2 === 0, null, 1]);
    const t = tableFromIPC(arrowStream(decodeResults(encodeResults(columns, rows)), { status: 'success' }, 2000, 1000));
    expect(t.numRows).toBe(2000);
    expect(t.batches[0]!.numRows).toBe(1000);
    expect(JSON.parse(t.schema.metadata.get('loupe')!)).toEqual({ status: 'success' });
    expect(t.schema.fields.map((f) => f.name)).toEqual(['n', 'n__1', 'ts', 'b', 'j', 'big']);
    expect(String(t.schema.fields[2]!.type)).toBe('Timestamp<MILLISECOND>');
  });

  it('sends the rest in batches of BATCH_ROWS, every row once and in order', () => {
    const n = 1000 + BATCH_ROWS * 2 + 7;
    const rows = Array.from({ length: n }, (_, i) => [i, 'x', 0, true, null, 1]);
    const t = tableFromIPC(arrowStream(decodeResults(encodeResults(columns, rows)), {}, n, 1000));
    expect(t.batches.map((b) => b.numRows)).toEqual([1000, BATCH_ROWS, BATCH_ROWS, 7]);
    const ids = t.getChild('n')!.toArray() as ArrayLike<number>;
    expect(ids[0]).toBe(0);
    expect(ids[n - 1]).toBe(n - 1);
    expect(ids[1000 + BATCH_ROWS]).toBe(1000 + BATCH_ROWS);
  });

  it('an empty result keeps its columns', () => {
    const d = decodeResults(encodeResults(columns, []));
    expect(d.rowCount).toBe(0);
    expect(d.columns).toHaveLength(6);
  });

  it('the in-process backend evicts past its byte bound and expires entries', async () => {
    const b = new MemoryResultsBackend(2048);
    await b.put('a', new Uint8Array(1500), 60);
    await b.put('b', new Uint8Array(1500), 60);
    expect(await b.get('a')).toBeNull();
    expect((await b.get('b'))?.byteLength).toBe(1500);
    await b.put('c', new Uint8Array(10), 0.001);
    await new Promise((r) => setTimeout(r, 20));
    expect(await b.get('c')).toBeNull();
  });
});

describe('BatchEncoder', () => {
  it('stores batches as one stream that decodes to every row, kinds from the first batch and the types', () => {
    const cols = [
      { name: 'n', type: 'INTEGER', genericType: GenericDataType.NUMERIC },
      { name: 'big', type: 'BIGINT', genericType: GenericDataType.NUMERIC },
      { name: 'ts', type: 'TIMESTAMP', genericType: GenericDataType.TEMPORAL },
      { name: 'note', type: 'VARCHAR', genericType: GenericDataType.STRING },
      { name: 'n', type: 'DOUBLE', genericType: GenericDataType.NUMERIC },
    ];
    // The first batch has no note and no second n: their kinds come from the types.
    const first = [
      [1, 2],
      [5, '9007199254740993'],
      [0, 86_400_000],
      [null, null],
      [null, null],
    ];
    const encoder = new BatchEncoder(cols, first);
    encoder.add(first, 2);
    encoder.add([[3], [-7], [null], ['é'], [0.5]], 1);
    const decoded = decodeResults(encoder.finish());
    expect(decoded.rowCount).toBe(3);
    expect(decoded.columns.map((c) => c.name)).toEqual(['n', 'big', 'ts', 'note', 'n__1']);
    expect(decodedRows(decoded, 10)).toEqual([
      [1, 5, 0, null, null],
      [2, '9007199254740993', 86_400_000, null, null],
      [3, -7, null, 'é', 0.5],
    ]);
  });
});
