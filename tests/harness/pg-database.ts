import pg from 'pg';
import { PG_URL } from './services.ts';

/**
 * A throw-away PostgreSQL database on this machine's server, so tests that use PostgreSQL as
 * Loupe's metadata store never see each other's rows. Needs the server running (the global
 * setup says how to start it).
 */
export async function createTempPgDatabase(prefix = 'loupe_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
