import { describe, expect, it } from 'vitest';
import { rowsOfJson } from './fetch-results.ts';

describe('rowsOfJson', () => {
  it("reads a §5.2 JSON payload (a Superset server's answer) as one batch in column order", async () => {
    const result = rowsOfJson({
      columns: [
        { column_name: 'ds', is_dttm: true, type_generic: 2 },
        { column_name: 'n', type_generic: 0 },
        { name: 'ok', type_generic: 3 },
        { column_name: 'name', type_generic: 1 },
      ],
      data: [
        { ds: '2024-01-01T00:00:00', n: 3, ok: true, name: 'a' },
        { ds: null, n: null, ok: false },
      ],
    });
    expect(result.columns).toEqual([
      { name: 'ds', kind: 'string' },
      { name: 'n', kind: 'number' },
      { name: 'ok', kind: 'boolean' },
      { name: 'name', kind: 'string' },
    ]);
    const batches: unknown[][][] = [];
    for await (const b of result.rows) batches.push(b);
    expect(batches).toEqual([
      [
        ['2024-01-01T00:00:00', 3, true, 'a'],
        [null, null, false, null],
      ],
    ]);
  });

  it('yields nothing for an answer without rows', async () => {
    const result = rowsOfJson({ columns: [{ column_name: 'x', type_generic: 0 }], data: [] });
    const batches: unknown[][][] = [];
    for await (const b of result.rows) batches.push(b);
    expect(batches).toEqual([]);
  });
});
