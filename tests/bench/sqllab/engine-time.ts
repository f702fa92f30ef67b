import { DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB_LOCKDOWN } from '../../../server/engine/connectors/duckdb/duckdb-lockdown.ts';

/**
 * The raw engine: the same SQL through @duckdb/node-api on the same database file (DuckDB's
 * per-file instance cache, the one Loupe's connector uses), every value read into JS columns.
 */
export async function engineTimes(file: string, sql: string, runs: number): Promise<{ ms: number[]; rows: number }> {
  // Loupe opens the examples read-only; the cache hands out an instance only for the same options.
  const instance = await DuckDBInstance.fromCache(file, { access_mode: 'READ_ONLY', ...DUCKDB_LOCKDOWN });
  const conn = await instance.connect();
  try {
    let rows = 0;
    const read = async () => {
      const reader = await conn.runAndReadAll(sql);
      const columns = reader.getColumnsJS();
      rows = columns[0]?.length ?? 0;
    };
    await read(); // warm-up: file pages in the buffer cache, as for the server's run
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await read();
      ms.push(performance.now() - t0);
    }
    return { ms, rows };
  } finally {
    conn.closeSync();
  }
}
