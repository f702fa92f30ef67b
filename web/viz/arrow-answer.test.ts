import { describe, expect, it } from 'vitest';
import { chartDataAnswer } from '../../server/engine/chart-data/chart-data-answer.ts';
import { toWire, type QueryPayload } from '../../server/engine/chart-data/query-payload.ts';
import { chartDataFromArrow } from './arrow-answer.ts';

// The API's Arrow answer (server/engine/chart-data) read back by Loupe's client: the same rows as
// the JSON answer, with typed columns beside them.
const payload: QueryPayload = {
  cache_key: 'k',
  cached_dttm: null,
  cache_timeout: 300,
  applied_template_filters: [],
  annotation_data: {},
  error: null,
  is_cached: false,
  query: 'SELECT 1',
  status: 'success',
  stacktrace: null,
  rowcount: 4,
  sql_rowcount: 4,
  from_dttm: null,
  to_dttm: null,
  label_map: { ts: ['ts'], m: ['m'] },
  colnames: ['ts', 'm', 'gap', 'name', 'flag', 'big'],
  coltypes: [2, 0, 0, 1, 3, 0],
  rows: [
    [1_700_000_000_000, 1.5, 1, 'a', true, '9007199254740993'],
    [1_700_000_060_000, -2, null, 'b', false, '12'],
    [-86_400_000, 0, Number.NaN, null, null, null],
    [4_102_444_800_123, 1e21, 4, 'd', true, '7'],
  ],
  applied_filters: [],
  rejected_filters: [],
  downsampled: { method: 'lttb', from_rows: 10 },
};

async function arrowOf(p: QueryPayload): Promise<Uint8Array> {
  const answer = await chartDataAnswer([{ kind: 'payload', payload: p }], 'arrow');
  if (answer.kind !== 'file' || !Buffer.isBuffer(answer.data)) throw new Error('expected the Arrow file');
  return new Uint8Array(answer.data);
}

describe('chartDataFromArrow', () => {
  it('reads what the JSON answer says, its rows as the same records (NaN as JSON writes it: null)', async () => {
    const result = chartDataFromArrow(await arrowOf(payload));
    const json = JSON.parse(JSON.stringify(toWire(payload, 'json'))) as Record<string, unknown>;
    for (const key of ['colnames', 'coltypes', 'rowcount', 'label_map', 'downsampled', 'query', 'cache_key'])
      expect(result[key]).toEqual(json[key]);
    // The one difference: numbers past 2^53 that JSON sends as text arrive as doubles.
    const records = (json.data as Record<string, unknown>[]).map((r) => ({
      ...r,
      big: r.big === null ? null : Number(r.big),
    }));
    expect(result.data).toEqual(records);
  });

  it('gives gapless numeric and epoch-ms columns as Float64Arrays, others as plain values', async () => {
    const result = chartDataFromArrow(await arrowOf(payload));
    const columns = result.columns!;
    expect(columns.ts).toBeInstanceOf(Float64Array);
    expect(Array.from(columns.ts!)).toEqual([1_700_000_000_000, 1_700_000_060_000, -86_400_000, 4_102_444_800_123]);
    expect(columns.m).toBeInstanceOf(Float64Array);
    expect(Array.from(columns.m!)).toEqual([1.5, -2, 0, 1e21]);
    expect(columns.gap).toEqual([1, null, null, 4]);
    expect(columns.name).toEqual(['a', 'b', null, 'd']);
    expect(columns.flag).toEqual([true, false, null, true]);
  });

  it('builds the row objects only when `data` is read', async () => {
    const result = chartDataFromArrow(await arrowOf(payload));
    const descriptor = Object.getOwnPropertyDescriptor(result, 'data');
    expect(descriptor?.get).toBeTypeOf('function');
    expect(result.data).toBe(result.data);
  });

  it('reads an answer without rows', async () => {
    const result = chartDataFromArrow(await arrowOf({ ...payload, rows: [], rowcount: 0 }));
    expect(result.data).toEqual([]);
    expect(result.colnames).toEqual(payload.colnames);
  });
});
