import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { normalizeRowsInPlace } from '../normalize.ts';
import { loupeDuckDbConverter } from './duckdb-values.ts';

describe('loupeDuckDbConverter', () => {
  it("reads values as the driver's JS converter does after normalisation, timestamps as epoch ms", async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    try {
      const sql = `SELECT * FROM (VALUES
        (TIMESTAMP '2024-03-01 14:05:09.123456', DATE '2024-03-01', 1::BIGINT, 'é', [TIMESTAMP '1969-12-31 23:59:59.9995'], {'t': TIMESTAMP '1900-01-01'}),
        (NULL, NULL, 9007199254740993::BIGINT, NULL, [], {'t': NULL})
      ) v(ts, d, b, s, l, st)`;
      const reader = await conn.runAndReadAll(sql);
      const ours = normalizeRowsInPlace(reader.convertRows(loupeDuckDbConverter) as unknown[][]);
      const driver = normalizeRowsInPlace(reader.getRowsJS() as unknown[][]);
      expect(ours).toEqual(driver);
      expect(ours[0]![0]).toBe(Date.UTC(2024, 2, 1, 14, 5, 9, 123));
      expect(typeof (reader.convertRows(loupeDuckDbConverter)[0] as unknown[])[0]).toBe('number');
    } finally {
      conn.closeSync();
      instance.closeSync();
    }
  });
});
