import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';

async function checkQueryTable(h: BootedLoupe) {
  const db = h.loupe.store.db;
  const dbs = await db
    .insertInto('dbs')
    .values({ uuid: 'u-q', database_name: 'qdb', sqlalchemy_uri: 'sqlite://' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = {
    client_id: 'abcdefghijk',
    database_id: dbs.id,
    user_id: 1,
    status: 'running',
    sql: 'SELECT 1',
    start_time: 1714644670001.25,
    changed_on: '2024-05-02T10:11:12.123456',
  };
  await db.insertInto('query').values(row).execute();
  const back = await db
    .selectFrom('query')
    .selectAll()
    .where('client_id', '=', 'abcdefghijk')
    .executeTakeFirstOrThrow();
  expect(Number(back.start_time)).toBe(1714644670001.25);
  expect(back.limiting_factor).toBe('UNKNOWN');
  await expect(db.insertInto('query').values(row).execute()).rejects.toThrow();
  await expect(
    db
      .insertInto('query')
      .values({ ...row, client_id: 'other', user_id: 99999 })
      .execute(),
  ).rejects.toThrow();
}

describe('the query table', () => {
  let sqlite: BootedLoupe;
  beforeAll(async () => {
    sqlite = await bootLoupe();
  });
  afterAll(() => sqlite?.close());

  it('on SQLite: unique client_id, user FK, float ms times', () => checkQueryTable(sqlite));

  it('on PostgreSQL', async () => {
    const pg = await createTempPgDatabase();
    const h = await bootLoupe({ config: { metadataUrl: pg.url } });
    try {
      await checkQueryTable(h);
    } finally {
      await h.close();
      await pg.drop();
    }
  });
});
