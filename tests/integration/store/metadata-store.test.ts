import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOwner } from '../../../server/store/migrate.ts';
import { openStore } from '../../../server/store/open-store.ts';
import { platformMigrations } from '../../../server/store/platform-migrations/index.ts';
import type { IMetadataStore } from '../../../server/store/store.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';

type Target = { name: string; open: () => Promise<{ store: IMetadataStore; cleanup: () => Promise<void> }> };

const targets: Target[] = [
  {
    name: 'SQLite (embedded default)',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-store-'));
      const store = await openStore({ url: null, dataDir: dir });
      return { store, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL (LOUPE_METADATA_URL)',
    open: async () => {
      const tmp = await createTempPgDatabase();
      const store = await openStore({ url: tmp.url, dataDir: os.tmpdir() });
      return { store, cleanup: tmp.drop };
    },
  },
];

describe.each(targets)('metadata store on $name', (target) => {
  let store: IMetadataStore;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ store, cleanup } = await target.open());
  });
  afterAll(async () => {
    await store.destroy();
    await cleanup();
  });

  it('runs the platform migrations once, then has nothing to do', async () => {
    const first = await migrateOwner(store, 'platform', platformMigrations);
    expect(first).toEqual(['001_security', '002_sessions', '003_favstar', '004_logs']);
    expect(await migrateOwner(store, 'platform', platformMigrations)).toEqual([]);
  });

  it("keeps each owner's history apart, so a plugin added later migrates on its own", async () => {
    const ran = await migrateOwner(store, 'catalog', (dialect) => ({
      '001_widgets': {
        up: async (db) => {
          await db.schema
            .createTable('widget')
            .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
            .addColumn('flag', 'boolean')
            .execute();
        },
      },
    }));
    expect(ran).toEqual(['001_widgets']);
    expect(await migrateOwner(store, 'platform', platformMigrations)).toEqual([]);
  });

  it('round-trips booleans, text datetimes and foreign keys on both dialects', async () => {
    const { id } = await store.db
      .insertInto('ab_user')
      .values({
        username: 'ada',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        active: false,
        created_on: '2024-05-02T10:11:12.123000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await store.db.selectFrom('ab_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Boolean(row.active)).toBe(false);
    expect(row.created_on).toBe('2024-05-02T10:11:12.123000');
    await expect(
      store.db.insertInto('ab_user_role').values({ user_id: id, role_id: 999_999 }).execute(),
    ).rejects.toThrow();
  });

  it('reports a failing migration by owner and name, and rolls the whole batch back', async () => {
    await expect(
      migrateOwner(store, 'broken', () => ({
        '001_ok': {
          up: async (db) => void (await db.schema.createTable('broken_ok').addColumn('x', 'integer').execute()),
        },
        '002_bad': { up: async (db) => void (await sql`CREATE TABLE broken_ok (x integer)`.execute(db)) },
      })),
    ).rejects.toThrow(/Migration broken\/002_bad failed/);
    const tables = await store.db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('broken_ok');
    expect(tables.map((t) => t.name)).toContain('ab_user');
  });
});

describe('openStore', () => {
  it('names the metadata database it could not reach, without its password', async () => {
    await expect(
      openStore({ url: 'postgresql://loupe:s3cret@127.0.0.1:1/none', dataDir: os.tmpdir() }),
    ).rejects.toThrow(/Cannot connect to the metadata database postgresql:\/\/loupe:XXXXXXXXXX@127\.0\.0\.1:1\/none/);
  });
});
