import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { MemoryResultsBackend } from '../../../plugins/sqllab/server/queries/results-backend.ts';
import { bootSqlLabRig, cid, type SqlLabRig } from './sqllab-rig.test-support.ts';

let rig: SqlLabRig;
beforeAll(async () => {
  rig = await bootSqlLabRig();
});
afterAll(() => rig?.close());

it('a CSV export of stored results reads the results backend once', async () => {
  const run = await rig.admin.post<{ query: { id: string; resultsKey: string } }>('/api/v1/sqllab/execute/', {
    client_id: cid(),
    database_id: rig.sqliteId,
    sql: 'SELECT id, name FROM t ORDER BY id',
  });
  expect(run.status).toBe(200);
  const get = vi.spyOn(MemoryResultsBackend.prototype, 'get');
  try {
    const csv = await rig.admin.get(`/api/v1/sqllab/export/${run.body.query.id}/`);
    expect(csv.status).toBe(200);
    expect(csv.text).toBe('id,name\r\n1,a;b\r\n2,c\r\n3,d\r\n');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(run.body.query.resultsKey);
  } finally {
    get.mockRestore();
  }
});
