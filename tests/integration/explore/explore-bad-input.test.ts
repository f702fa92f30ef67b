import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { datasetId } from '../chart-data/chart-data.test-support.ts';

/**
 * Issue 13's bad input on the Explore APIs, each answered with the reference's 4xx and the spec's
 * message, and each leaving the metadata as it was: an unknown viz type, another user's form-data
 * key, an expired key, a malformed permalink and invalid metric SQL. Runs on Redis so that a key can
 * really expire.
 */

const prefix = `explore-bad-${crypto.randomUUID().slice(0, 8)}`;
let redis: Redis;
let h: BootedLoupe;
let admin: ApiClient;
let alice: ApiClient;
let dsId: number;
let chartId: number;

const formData = (over: Record<string, unknown> = {}) => ({
  datasource: `${dsId}__table`,
  viz_type: 'table',
  metrics: ['count'],
  groupby: ['gender'],
  row_limit: 10,
  ...over,
});
const cacheBody = (over: Record<string, unknown> = {}) => ({
  datasource_id: dsId,
  datasource_type: 'table',
  chart_id: chartId,
  form_data: JSON.stringify(formData()),
  ...over,
});
/** A chart data request with one metric of custom SQL. */
const sqlMetricQuery = (sqlExpression: string) => ({
  datasource: { id: dsId, type: 'table' },
  force: true,
  queries: [
    {
      columns: ['gender'],
      metrics: [{ expressionType: 'SQL', sqlExpression, label: 'bad metric' }],
      row_limit: 10,
    },
  ],
  result_format: 'json',
  result_type: 'full',
});

async function chartRow(id: number) {
  return h.loupe.store.db
    .selectFrom('slices')
    .select(['slice_name', 'viz_type', 'params'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
const count = async (table: 'slices' | 'key_value') =>
  Number(
    (
      await h.loupe.store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  redis = new Redis(REDIS_URL);
  h = await bootLoupe({ examples: true, config: { redisUrl: REDIS_URL, redisPrefix: prefix } });
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  const examples = await examplesDatabase(h);
  alice = await userWith(h, 'bad_input_alice', ['Gamma'], [examples.perm]);
  const created = await alice.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Alice’s table',
    viz_type: 'table',
    datasource_id: dsId,
    datasource_type: 'table',
    params: JSON.stringify(formData()),
  });
  expect(created.status).toBe(201);
  chartId = created.body.id;
}, 180_000);
afterAll(async () => {
  await h?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('bad input on the Explore APIs (issue 13)', () => {
  it("refuses an unknown viz type with 400 'This visualization type is not supported.' and writes nothing", async () => {
    const slices = await count('slices');
    const before = await chartRow(chartId);
    const message = { viz_type: ['This visualization type is not supported.'] };
    const post = await alice.post('/api/v1/chart/', {
      slice_name: 'Nope',
      viz_type: 'no_such_chart',
      datasource_id: dsId,
      datasource_type: 'table',
    });
    expect([post.status, post.body]).toEqual([400, { message }]);
    const put = await alice.put(`/api/v1/chart/${chartId}`, { viz_type: 'no_such_chart', slice_name: 'Renamed' });
    expect([put.status, put.body]).toEqual([400, { message }]);
    expect(await count('slices')).toBe(slices);
    expect(await chartRow(chartId)).toEqual(before);
  });

  it("refuses another user's form-data key with 403 on read, write, delete and bootstrap, changing nothing", async () => {
    const { key } = (await alice.post<{ key: string }>('/api/v1/explore/form_data?tab_id=3', cacheBody())).body;
    const notYours = { message: "You don't have permission to modify the value." };
    const put = await admin.put(`/api/v1/explore/form_data/${key}?tab_id=3`, cacheBody({ form_data: '{"x":1}' }));
    expect([put.status, put.body]).toEqual([403, notYours]);
    const del = await admin.delete(`/api/v1/explore/form_data/${key}`);
    expect([del.status, del.body]).toEqual([403, notYours]);
    const get = await admin.get(`/api/v1/explore/form_data/${key}`);
    expect([get.status, get.body]).toEqual([403, { message: 'Forbidden' }]);
    const boot = await admin.get(`/api/v1/explore/?form_data_key=${key}`);
    expect([boot.status, boot.body]).toEqual([403, { message: 'Forbidden' }]);
    const mine = await alice.get<{ form_data: string }>(`/api/v1/explore/form_data/${key}`);
    expect(JSON.parse(mine.body.form_data)).toEqual(formData());
  });

  it('answers 404 for an expired key, writes nothing under it, and the bootstrap falls back to the chart', async () => {
    const { key } = (await alice.post<{ key: string }>('/api/v1/explore/form_data?tab_id=4', cacheBody())).body;
    const stored = await redis.keys(`${prefix}*explore_form_data:${key}`);
    expect(stored).toHaveLength(1);
    await redis.pexpire(stored[0], 1);
    await expect.poll(() => redis.exists(stored[0])).toBe(0);

    const get = await alice.get<{ message: string }>(`/api/v1/explore/form_data/${key}`);
    expect(get.status).toBe(404);
    const put = await alice.put(`/api/v1/explore/form_data/${key}?tab_id=4`, cacheBody());
    expect(put.status).toBe(404);
    const del = await alice.delete(`/api/v1/explore/form_data/${key}`);
    expect(del.status).toBe(404);
    expect(await redis.keys(`${prefix}*explore_form_data:${key}`)).toEqual([]);

    const boot = await alice.get<{ result: { slice: { slice_id: number } | null; message: string | null } }>(
      `/api/v1/explore/?form_data_key=${key}&slice_id=${chartId}`,
    );
    expect(boot.status).toBe(200);
    expect(boot.body.result.slice?.slice_id).toBe(chartId);
    expect(boot.body.result.message).toBe('Form data not found in cache, reverting to chart metadata.');
  });

  it('answers 400 for a malformed permalink key or state, 404 for an unknown one, storing nothing', async () => {
    const rows = await count('key_value');
    for (const key of ['not*a*key', '%20', '!'.repeat(60)]) {
      const res = await alice.get<{ message: string }>(`/api/v1/explore/permalink/${encodeURIComponent(key)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    // A key longer than the server takes in a path segment (100 characters) is refused before the route.
    expect((await alice.get(`/api/v1/explore/permalink/${'x'.repeat(300)}`)).status).toBe(414);
    const boot = await alice.get(`/api/v1/explore/?permalink_key=not*a*key`);
    expect(boot.status).toBe(400);
    expect((await alice.get('/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    for (const body of [
      {},
      { formData: 'text' },
      { formData: { viz_type: 'table' } },
      { formData: formData(), urlParams: 'x' },
    ])
      expect((await alice.post('/api/v1/explore/permalink', body)).status).toBe(400);
    expect(await count('key_value')).toBe(rows);
  });

  it('answers 400 with the database error for invalid metric SQL, and the data is untouched', async () => {
    const rows = async () =>
      (await admin.post<{ result: { data: { n: number }[] }[] }>('/api/v1/chart/data', sqlMetricQuery('COUNT(*)'))).body
        .result[0].data;
    const before = await rows();
    for (const sql of ['SUM(num', 'NO_SUCH_FUNCTION(num)', 'SUM(no_such_column)']) {
      const res = await alice.post<{ message?: string; errors?: { message: string }[] }>(
        '/api/v1/chart/data',
        sqlMetricQuery(sql),
      );
      expect(res.status, sql).toBe(400);
      const text = res.body.message ?? res.body.errors?.[0]?.message;
      expect(text, sql).toEqual(expect.any(String));
      expect(text!.length).toBeGreaterThan(0);
    }
    const injected = await alice.post(
      '/api/v1/chart/data',
      sqlMetricQuery('COUNT(*)) FROM birth_names; DELETE FROM birth_names; --'),
    );
    expect(injected.status).toBe(400);
    expect(await rows()).toEqual(before);
  });
});
