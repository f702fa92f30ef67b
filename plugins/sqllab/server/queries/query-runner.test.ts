import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SelectQueryNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IConnectorPool } from '../../../catalog/server/exports.ts';
import type { QueryResult } from '../../../../server/engine/connectors/connector.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import type { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import { migrateOwner } from '../../../../server/store/migrate.ts';
import { openStore } from '../../../../server/store/open-store.ts';
import { platformMigrations } from '../../../../server/store/platform-migrations/index.ts';
import type { IMetadataStore } from '../../../../server/store/store.ts';
import { sqllabMigrations } from '../migrations/index.ts';
import type { ExecutionPlan } from './execution-plan.ts';
import { QueryRunner } from './query-runner.ts';
import { QueryStore } from './query-store.ts';
import { MemoryResultsBackend } from './results-backend.ts';

/** Counts the statements a store runs, and how many of them are SELECTs. */
class StatementCounter implements KyselyPlugin {
  all = 0;
  selects = 0;
  transformQuery(args: { node: RootOperationNode }): RootOperationNode {
    this.all += 1;
    if (SelectQueryNode.is(args.node)) this.selects += 1;
    return args.node;
  }
  async transformResult<T>(args: { result: T }): Promise<T> {
    return args.result;
  }
  reset() {
    this.all = 0;
    this.selects = 0;
  }
}

const directory: IDatabaseDirectory = {
  names: async (ids) => new Map(ids.map((id) => [id, `db${id}`])),
  exists: async () => true,
  reachableBy: async () => [],
  readableDataset: async () => null,
};

/** A connector whose statement answers one row, or (with `hang`) runs until its signal aborts. */
function fakePool(opts: { hang: boolean }): IConnectorPool {
  const execute = (_sql: string, o?: { signal?: AbortSignal }): Promise<QueryResult> =>
    opts.hang
      ? new Promise((_resolve, reject) => {
          const stop = () => reject(new ConnectorError('QUERY_STOPPED', 'stopped'));
          if (o?.signal?.aborted) stop();
          o?.signal?.addEventListener('abort', stop, { once: true });
        })
      : Promise.resolve({
          columns: [{ name: 'x', type: 'INTEGER', genericType: 0 }],
          rows: [[1]],
          truncated: false,
        } as unknown as QueryResult);
  const connector = {
    backend: 'sqlite',
    quoteIdentifier: (n: string) => `"${n}"`,
    withSession: <T>(fn: (s: { execute: typeof execute }) => Promise<T>) => fn({ execute }),
  };
  return { forDatabase: async () => ({ connector }) } as unknown as IConnectorPool;
}

const plan = {
  statements: [{ sql: 'SELECT 1', keep: 10, factorIfNotCut: 'NOT_LIMITED' }],
  ctas: null,
} as unknown as ExecutionPlan;
const logger = { warn: () => undefined } as never;

let dir: string;
let meta: IMetadataStore;
let counter: StatementCounter;
let store: QueryStore;
let databaseId: number;
let seq = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-runner-'));
  meta = await openStore({ url: null, dataDir: dir });
  await migrateOwner(meta, 'platform', platformMigrations);
  // The catalog's `dbs` as far as `query.database_id` needs it (SQL Lab does not reach into the catalog's migrations).
  await meta.db.schema
    .createTable('dbs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('database_name', 'text')
    .execute();
  await migrateOwner(meta, 'sqllab', sqllabMigrations);
  const db = await meta.db.insertInto('dbs').values({ database_name: 'lab' }).returning('id').executeTakeFirstOrThrow();
  databaseId = db.id as number;
  counter = new StatementCounter();
  store = new QueryStore(meta.db.withPlugin(counter), directory);
});
afterAll(async () => {
  await meta?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const newRow = (status: 'pending' | 'running' = 'running') =>
  store.insert({ client_id: `c${++seq}`, database_id: databaseId, status, sql: 'SELECT 1', start_time: Date.now() });

describe('QueryStore writes answer with RETURNING', () => {
  it('insert answers the stored row in one statement', async () => {
    counter.reset();
    const row = await newRow();
    expect(counter.all).toBe(1);
    expect(row).toMatchObject({
      client_id: `c${seq}`,
      database_id: databaseId,
      status: 'running',
      progress: 0,
      limiting_factor: 'UNKNOWN',
    });
    expect(row.id).toBeGreaterThan(0);
    expect(row.changed_on).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('updateReturning answers the row as written, or undefined when the status guard refuses', async () => {
    const row = await newRow();
    counter.reset();
    expect(await store.updateReturning(row.id, { status: 'failed', error_message: 'boom' }, ['running'])).toMatchObject(
      { id: row.id, status: 'failed', error_message: 'boom' },
    );
    expect(await store.updateReturning(row.id, { status: 'success' }, ['running'])).toBeUndefined();
    expect(counter).toMatchObject({ all: 2, selects: 0 });
  });
});

describe('QueryRunner', () => {
  it('a successful run writes its row three times and reads it back never', async () => {
    const runner = new QueryRunner({
      store,
      pool: fakePool({ hang: false }),
      results: new MemoryResultsBackend(1 << 20),
      resultsTtlSeconds: 60,
      logger,
      stopPollMs: null,
    });
    const row = await newRow();
    counter.reset();
    const outcome = await runner.run(row, plan, 10);
    expect(outcome.status).toBe('success');
    expect(outcome.row).toMatchObject({ id: row.id, status: 'success', rows: 1, progress: 100 });
    expect(outcome.row.results_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(counter).toMatchObject({ all: 3, selects: 0 });
  });

  it('a stop arriving at the same process ends the run with no read of the store, though a cluster poll is on', async () => {
    const runner = new QueryRunner({
      store,
      pool: fakePool({ hang: true }),
      results: new MemoryResultsBackend(1 << 20),
      resultsTtlSeconds: 60,
      logger,
      stopPollMs: 60_000,
    });
    const reads = [vi.spyOn(store, 'status'), vi.spyOn(store, 'stoppedAmong'), vi.spyOn(store, 'byId')];
    const row = await newRow('pending');
    const running = runner.run(row, plan, 10);
    await vi.waitFor(async () =>
      expect(
        (await meta.db.selectFrom('query').select('status').where('id', '=', row.id).executeTakeFirst())?.status,
      ).toBe('running'),
    );
    // What POST /api/v1/query/stop does: mark the row, then signal the run of this process.
    await store.update(row.id, { status: 'stopped', end_time: Date.now() }, ['running']);
    counter.reset();
    expect(runner.abortLocal(row.id)).toBe(true);
    const outcome = await running;
    expect(outcome.status).toBe('stopped');
    expect(outcome.row).toMatchObject({ id: row.id, status: 'stopped' });
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(counter).toMatchObject({ all: 1, selects: 0 });
    expect(runner.abortLocal(row.id)).toBe(false);
  });

  it('a stop made by another process reaches the run through the poll', async () => {
    const runner = new QueryRunner({
      store,
      pool: fakePool({ hang: true }),
      results: new MemoryResultsBackend(1 << 20),
      resultsTtlSeconds: 60,
      logger,
      stopPollMs: 20,
    });
    const row = await newRow();
    const running = runner.run(row, plan, 10);
    const poll = vi.spyOn(store, 'stoppedAmong');
    await vi.waitFor(() => expect(poll).toHaveBeenCalled());
    // Another process's stop route: the row only.
    await meta.db.updateTable('query').set({ status: 'stopped' }).where('id', '=', row.id).execute();
    expect((await running).status).toBe('stopped');
  });
});

describe('QueryRunner when Redis (the results backend) is away', () => {
  it('fails the row naming Redis and throws the 503, not an engine error with ioredis words', async () => {
    const results = new MemoryResultsBackend(1 << 20);
    results.put = () =>
      Promise.reject(
        Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
          name: 'MaxRetriesPerRequestError',
        }),
      );
    const runner = new QueryRunner({
      store,
      pool: fakePool({ hang: false }),
      results,
      resultsTtlSeconds: 60,
      logger,
      stopPollMs: null,
    });
    const row = await newRow();
    await expect(runner.run(row, plan, 5)).rejects.toMatchObject({
      status: 503,
      body: { message: 'Redis is unavailable. Try again in a few seconds.' },
    });
    expect(await store.byId(row.id)).toMatchObject({
      status: 'failed',
      error_message: 'Redis is unavailable. Try again in a few seconds.',
    });
  });
});
