import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../../server/engine/connectors/connector.ts';
import { withReadOnlySession } from '../../../server/engine/connectors/read-only-session.ts';
import { connectorForUri } from '../../../server/engine/connectors/registry.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';
import { MYSQL_URL } from '../../harness/services.ts';

// The column sync's session (issue 16 point 2): reads answer as usual; a change is refused by
// the engine (PostgreSQL, MySQL, DDL included) or undone (DuckDB), and leaves nothing behind.

const table = `loupe_ro_${process.pid}_${Date.now().toString(36)}`;
let dir: string;
let dropPg: () => Promise<void>;
const connectors: Record<string, Connector> = {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-ro-'));
  const pgDb = await createTempPgDatabase('loupe_ro');
  dropPg = pgDb.drop;
  connectors.postgresql = connectorForUri(pgDb.url);
  connectors.mysql = connectorForUri(MYSQL_URL);
  connectors.duckdb = connectorForUri(`duckdb:///${path.join(dir, 'ro.duckdb')}`);
}, 60_000);
afterAll(async () => {
  await connectors.mysql?.execute(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
  for (const c of Object.values(connectors)) await c.close();
  await dropPg?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const exists = async (c: Connector): Promise<boolean> => {
  const sql =
    c.backend === 'duckdb'
      ? `SELECT count(*) AS n FROM duckdb_tables() WHERE table_name = '${table}'`
      : c.backend === 'mysql'
        ? `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = database() AND table_name = '${table}'`
        : `SELECT count(*) AS n FROM pg_tables WHERE tablename = '${table}'`;
  return Number((await c.execute(sql)).rows[0]![0]) > 0;
};

describe('withReadOnlySession', () => {
  it.each(['postgresql', 'mysql', 'duckdb'])('reads, and leaves no table made in it (%s)', async (backend) => {
    const c = connectors[backend]!;
    if (backend === 'duckdb') {
      // The connector opens only a file that exists.
      const { DuckDBInstance } = await import('@duckdb/node-api');
      (await DuckDBInstance.create(path.join(dir, 'ro.duckdb'))).closeSync();
    }
    const read = await withReadOnlySession(c, (s) =>
      s.execute('SELECT * FROM (\nSELECT 1 AS a\n) AS v', { maxRows: 1 }),
    );
    expect(read.columns.map((x) => x.name)).toEqual(['a']);
    const write = withReadOnlySession(c, (s) => s.execute(`CREATE TABLE ${table} AS SELECT 1 AS a`));
    if (backend === 'duckdb') await write;
    else await expect(write).rejects.toThrow(/read.only/i);
    expect(await exists(c)).toBe(false);
    // The connector's other connections are not read-only.
    await c.execute(`CREATE TABLE ${table} AS SELECT 1 AS a`);
    expect(await exists(c)).toBe(true);
    await c.execute(`DROP TABLE ${table}`);
  });
});
