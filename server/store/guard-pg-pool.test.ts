import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { openStore } from './open-store.ts';
import { FakePgServer } from './fake-pg-server.test-support.ts';
import { PostgresConnector } from '../engine/connectors/postgres/postgres-connector.ts';
import { parseUri } from '../engine/connectors/uri.ts';
import type { IMetadataStore } from './store.ts';

// Unheard, a pg client's 'error' ends the process (vitest reports it as an uncaught error). Each
// test drops an idle connection and a busy one, then expects the next query to work.
let server: FakePgServer;
let url: string;

beforeEach(async () => {
  server = new FakePgServer();
  url = `postgresql://loupe@127.0.0.1:${await server.listen()}/loupe`;
});
afterEach(async () => {
  await server.close();
});

describe('the metadata store pool', () => {
  let store: IMetadataStore | undefined;
  afterEach(async () => {
    await store?.destroy();
    store = undefined;
  });

  it('survives an idle and a busy connection dropped by the server, and reconnects', async () => {
    const onConnectionError = vi.fn();
    store = await openStore({ url, dataDir: '/nonexistent', onConnectionError });
    await sql`select 1`.execute(store.db); // one pooled client, idle now
    expect(server.open).toBe(1);
    server.dropAll();
    // Heard twice (the client's listener and the pool's idle one), reported both times.
    await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalled());
    expect(String(onConnectionError.mock.calls[0]![0])).toMatch(/terminated/);
    const seen = onConnectionError.mock.calls.length;

    server.dropOnQuery = true;
    await expect(sql`select 1`.execute(store.db)).rejects.toThrow(/terminated/);
    await vi.waitFor(() => expect(onConnectionError.mock.calls.length).toBeGreaterThan(seen));

    server.dropOnQuery = false;
    await expect(sql`select 1`.execute(store.db)).resolves.toBeDefined();
  });
});

describe('the PostgreSQL connector pool', () => {
  it('survives an idle and a busy connection dropped by the server, and reconnects', async () => {
    const connector = new PostgresConnector({ uri: url, parsed: parseUri(url) });
    try {
      await connector.execute('SELECT 1');
      server.dropAll();
      await vi.waitFor(() => expect(server.open).toBe(0));
      server.dropOnQuery = true;
      await expect(connector.execute('SELECT 1')).rejects.toThrow();
      server.dropOnQuery = false;
      await expect(connector.execute('SELECT 1')).resolves.toMatchObject({ rows: [] });
    } finally {
      await connector.close();
    }
  });

  it('survives a session connection dropped mid-query', async () => {
    const connector = new PostgresConnector({ uri: url, parsed: parseUri(url) });
    try {
      server.dropOnQuery = true;
      await expect(connector.withSession((s) => s.execute('SELECT 1'))).rejects.toThrow();
    } finally {
      await connector.close();
    }
  });
});
