import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { normalizeRowsInPlace } from '../normalize.ts';
import { readDuckDbRows } from './duckdb-rows.ts';
import { loupeDuckDbConverter } from './duckdb-values.ts';

describe('readDuckDbRows', () => {
  it('gives the rows a row-by-row read gives, over several chunks, and cuts them at the limit', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    try {
      // 5,000 rows: three of DuckDB's 2,048-row chunks; nulls, text, big integers, floats, nested values.
      const sql = `SELECT TIMESTAMP '2024-01-01' + to_seconds(i) AS ts,
          CASE WHEN i % 7 = 0 THEN NULL ELSE 'c' || (i % 13) END AS cat,
          (i * 9007199254740)::BIGINT AS big, (i / 3)::FLOAT AS f, 'é' || i AS s,
          [i, i + 1] AS l, {'t': TIMESTAMP '1900-01-01' + to_seconds(i)} AS st
        FROM range(5000) r(i) ORDER BY i`;
      const reader = await conn.runAndReadAll(sql);
      const byRow = normalizeRowsInPlace(reader.convertRows(loupeDuckDbConverter) as unknown[][]);
      const rows = readDuckDbRows(reader);
      expect(rows).toHaveLength(5000);
      expect(rows).toEqual(byRow);
      expect(JSON.stringify(rows)).toBe(JSON.stringify(byRow));
      expect(rows[4999]![2]).toBe(String(4999n * 9007199254740n)); // past 2^53: kept as text
      expect(readDuckDbRows(reader, 2049)).toEqual(byRow.slice(0, 2049));
      expect(readDuckDbRows(reader, 0)).toEqual([]);
    } finally {
      conn.closeSync();
      instance.closeSync();
    }
  });

  it('reads no rows from an empty result', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    try {
      const reader = await conn.runAndReadAll('SELECT 1 AS a, 2 AS b WHERE false');
      expect(readDuckDbRows(reader)).toEqual([]);
    } finally {
      conn.closeSync();
      instance.closeSync();
    }
  });
});
