import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../web/toasts/toast-store.ts';
import { fakeFetch } from '../dialogs/fake-fetch.test-support.ts';
import { loadOpenRequest } from './load-open-request.ts';
import { openRequestedQuery } from './open-requested-query.ts';

const toasts = () => toastStore.toasts.map((x) => `${x.kind}: ${x.message}`);

beforeEach(() => {
  toastStore.toasts.splice(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadOpenRequest', () => {
  it('maps a saved query to a tab tied to it', async () => {
    fakeFetch({
      'GET /api/v1/saved_query/4': {
        status: 200,
        body: {
          id: 4,
          result: {
            id: 4,
            label: 'Births',
            database: { id: 2, database_name: 'x' },
            schema: 'main',
            sql: 'SELECT 4',
            template_parameters: '{"a":1}',
            catalog: null,
          },
        },
      },
    });
    expect(await loadOpenRequest({ kind: 'saved', id: 4 })).toEqual({
      name: 'Births',
      dbId: 2,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 4',
      templateParams: '{"a":1}',
      remoteId: 4,
      autorun: false,
    });
  });

  it('copies a query from the history', async () => {
    fakeFetch({
      'GET /api/v1/query/8': {
        status: 200,
        body: { id: 8, result: { database: { id: 1 }, schema: 'public', sql: 'SELECT 8', tab_name: 'Sales' } },
      },
    });
    expect(await loadOpenRequest({ kind: 'query', id: 8 })).toEqual({
      name: 'Copy of Sales',
      dbId: 1,
      schema: 'public',
      sql: 'SELECT 8',
      autorun: false,
    });
  });

  it('opens a permalink and a kv share', async () => {
    const calls = fakeFetch({
      'GET /api/v1/sqllab/permalink/k1': {
        status: 200,
        body: { dbId: 1, name: 'Shared', schema: 'main', sql: 'SELECT p', autorun: false, templateParams: null },
      },
      'GET /kv/3/': { status: 200, body: { dbId: '2', sql: 'SELECT kv', autorun: true } },
    });
    expect(await loadOpenRequest({ kind: 'permalink', key: 'k1' })).toMatchObject({
      name: 'Shared',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT p',
    });
    expect(await loadOpenRequest({ kind: 'kv', id: '3' })).toMatchObject({
      name: 'Shared query',
      dbId: 2,
      sql: 'SELECT kv',
      autorun: true,
    });
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/sqllab/permalink/k1', '/kv/3/']);
  });

  it('opens a dataset with its SELECT, or the posted SQL run at once', async () => {
    const calls = fakeFetch({
      'GET /api/v1/dataset/5': {
        status: 200,
        body: {
          id: 5,
          result: { name: 'main.births', database: { id: 1 }, schema: 'main', select_star: 'SELECT * FROM births' },
        },
      },
    });
    expect(await loadOpenRequest({ kind: 'datasource', datasetId: 5 })).toEqual({
      name: 'main.births',
      dbId: 1,
      schema: 'main',
      autorun: false,
      sql: 'SELECT * FROM births',
    });
    expect(await loadOpenRequest({ kind: 'datasource', datasetId: 5, sql: 'SELECT 1' })).toMatchObject({
      autorun: true,
      sql: 'SELECT 1',
    });
    expect(calls[0]!.path).toBe(`/api/v1/dataset/5?q=${encodeURIComponent('(keys:!(none))')}`);
  });

  it("falls back on the dataset's own SQL or its table when the answer has no select_star", async () => {
    fakeFetch({
      'GET /api/v1/dataset/6': {
        status: 200,
        body: { id: 6, result: { table_name: 'Birth Names', database: { id: 1 }, schema: 'main' } },
      },
      'GET /api/v1/dataset/7': {
        status: 200,
        body: { id: 7, result: { table_name: 'v', database: { id: 1 }, schema: null, sql: 'SELECT 1 AS x' } },
      },
    });
    expect(await loadOpenRequest({ kind: 'datasource', datasetId: 6 })).toMatchObject({
      name: 'Birth Names',
      sql: 'SELECT * FROM main."Birth Names" LIMIT 100',
    });
    expect(await loadOpenRequest({ kind: 'datasource', datasetId: 7 })).toMatchObject({ sql: 'SELECT 1 AS x' });
  });

  it("shows the spec's toasts when something cannot be loaded", async () => {
    fakeFetch({});
    expect(await loadOpenRequest({ kind: 'saved', id: 99 })).toBeNull();
    expect(await loadOpenRequest({ kind: 'query', id: 99 })).toBeNull();
    expect(await loadOpenRequest({ kind: 'permalink', key: 'gone' })).toBeNull();
    expect(await loadOpenRequest({ kind: 'datasource', datasetId: 99 })).toBeNull();
    expect(toasts()).toEqual([
      "danger: The query couldn't be loaded",
      "danger: The query couldn't be loaded",
      "danger: The query couldn't be loaded",
      "danger: The datasource couldn't be loaded",
    ]);
  });

  it('finds a database named in the address', async () => {
    fakeFetch({ 'GET /api/v1/database/': { status: 200, body: { result: [{ id: 3, database_name: 'examples' }] } } });
    expect(await loadOpenRequest({ kind: 'fields', fields: { sql: 'SELECT 1' }, dbName: 'examples' })).toEqual({
      sql: 'SELECT 1',
      dbId: 3,
    });
  });
});

describe('openRequestedQuery', () => {
  it('opens one tab and cleans the address', async () => {
    fakeFetch({});
    const openTab = vi.fn();
    const cleanUrl = vi.fn();
    expect(
      await openRequestedQuery({
        requested: null,
        pathname: '/sqllab/',
        search: '?dbid=1&sql=SELECT%201&autorun=1',
        openTab,
        cleanUrl,
      }),
    ).toBe(true);
    expect(openTab).toHaveBeenCalledWith({ dbId: 1, sql: 'SELECT 1', autorun: true });
    expect(cleanUrl).toHaveBeenCalledOnce();
  });

  it('opens nothing and leaves a plain address alone', async () => {
    const openTab = vi.fn();
    const cleanUrl = vi.fn();
    expect(await openRequestedQuery({ requested: null, pathname: '/sqllab/', search: '', openTab, cleanUrl })).toBe(
      false,
    );
    expect(openTab).not.toHaveBeenCalled();
    expect(cleanUrl).not.toHaveBeenCalled();
  });
});
