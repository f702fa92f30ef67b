import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import type { ILogger, ILoupeConfig } from '../../../../server/host/tokens.ts';
import type { IJobQueue, JobState } from '../../../../server/jobs/job-queue.ts';
import { migrateOwner } from '../../../../server/store/migrate.ts';
import { openStore } from '../../../../server/store/open-store.ts';
import { platformMigrations } from '../../../../server/store/platform-migrations/index.ts';
import type { IMetadataStore } from '../../../../server/store/store.ts';
import { sqllabMigrations } from '../migrations/index.ts';
import { OrphanQueryReaper, sqllabJobId } from './orphan-query-reaper.ts';
import { QueryStore } from './query-store.ts';

const directory = { names: async () => new Map() } as unknown as IDatabaseDirectory;
const logger = { warn: () => undefined } as unknown as ILogger;
// workers off: the reaper sweeps only when the test asks.
const config = { sqllabTimeout: 30, workers: false } as ILoupeConfig;

let dir: string;
let meta: IMetadataStore;
let store: QueryStore;
let seq = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-reaper-'));
  meta = await openStore({ url: null, dataDir: dir });
  await migrateOwner(meta, 'platform', platformMigrations);
  await meta.db.schema
    .createTable('dbs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .execute();
  await migrateOwner(meta, 'sqllab', sqllabMigrations);
  await meta.db
    .insertInto('dbs' as never)
    .values({ id: 1 } as never)
    .execute();
  store = new QueryStore(meta.db as never, directory);
});
afterAll(async () => {
  await meta?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const MIN = 60_000;
const row = (status: 'pending' | 'running', ageMs: number, now: number) =>
  store.insert({ client_id: `r${++seq}`, database_id: 1, status, sql: 'SELECT 1', start_time: now - ageMs });

function jobs(states: Record<string, JobState>): IJobQueue {
  return { jobState: async (id: string) => states[id] ?? 'unknown' } as unknown as IJobQueue;
}

describe('OrphanQueryReaper', () => {
  it('fails rows whose job is gone or over, and leaves live jobs, young rows and possible sync runs', async () => {
    const now = Date.now();
    const lost = await row('pending', 2 * MIN, now); // Redis came back without its job
    const ended = await row('running', 2 * MIN, now); // job failed while the store was away
    const live = await row('running', 10 * MIN, now); // still running on a worker
    const young = await row('pending', 5_000, now); // between insert and enqueue
    const sync = await row('running', MIN + 10_000, now); // no job: a sync run may still go (30 s + grace)
    const deadSync = await row('running', 5 * MIN, now); // no job, past any sync run
    const reaper = new OrphanQueryReaper(
      store,
      jobs({ [sqllabJobId(ended.id)]: 'failed', [sqllabJobId(live.id)]: 'active' }),
      config,
      logger,
    );
    try {
      expect((await reaper.sweep(now)).sort()).toEqual([lost.id, ended.id, deadSync.id].sort());
      for (const r of [lost, ended, deadSync])
        expect(await store.byId(r.id)).toMatchObject({
          status: 'failed',
          error_message: 'The worker running this query stopped; run it again',
        });
      for (const r of [live, young, sync]) expect((await store.byId(r.id))?.status).toBe(r.status);
      expect(await reaper.sweep(now)).toEqual([]);
    } finally {
      reaper.stop();
    }
  });
});
