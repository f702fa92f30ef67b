import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { datasetId } from '../chart-data/chart-data.test-support.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { vizServerPlugin } from '../../../server/viz/index.ts';
import { testBarPlugin, testTablePlugin } from '../../../server/viz/test-viz-plugins.test-support.ts';

/** The chart and Explore APIs on PostgreSQL metadata (the cluster setup), not only on the embedded SQLite. */
let h: BootedLoupe;
let temp: { url: string; drop: () => Promise<void> };
let admin: ApiClient;
let gamma: ApiClient;
let dsId: number;

const q = (rison: string) => encodeURIComponent(rison);

beforeAll(async () => {
  temp = await createTempPgDatabase('loupe_charts');
  const plugins = [...SERVER_PLUGINS.filter((p) => p.id !== 'viz'), vizServerPlugin([testTablePlugin, testBarPlugin])];
  h = await bootLoupe({ examples: true, plugins, config: { metadataUrl: temp.url } });
  expect(h.loupe.store.dialect).toBe('postgres');
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  gamma = await userWith(h, 'pg_chart_gamma', ['Gamma'], [(await examplesDatabase(h)).perm]);
}, 180_000);

afterAll(async () => {
  await h?.close();
  await temp?.drop();
});

describe('charts on PostgreSQL metadata', () => {
  it('creates, filters (any case, favourites, certified, owners), updates and bulk deletes', async () => {
    const make = async (slice_name: string, extra: Record<string, unknown> = {}) => {
      const res = await gamma.post<{ id: number }>('/api/v1/chart/', {
        slice_name,
        viz_type: 'test_table',
        datasource_id: dsId,
        datasource_type: 'table',
        params: JSON.stringify({ datasource: `${dsId}__table`, viz_type: 'test_table' }),
        is_managed_externally: false,
        ...extra,
      });
      expect(res.status, res.text).toBe(201);
      return res.body.id;
    };
    const a = await make('Revenue By Day', { certified_by: 'QA' });
    const b = await make('Other');
    const ids = async (rison: string) => (await gamma.get<{ ids: number[] }>(`/api/v1/chart/?q=${q(rison)}`)).body.ids;
    expect(await ids('(filters:!((col:slice_name,opr:chart_all_text,value:revenue)))')).toEqual([a]);
    expect(await ids('(filters:!((col:id,opr:chart_is_certified,value:!t)))')).toEqual([a]);
    expect((await gamma.post(`/api/v1/chart/${b}/favorites/`)).status).toBe(200);
    expect(await ids('(filters:!((col:id,opr:chart_is_favorite,value:!t)))')).toEqual([b]);
    expect(
      await ids(
        '(filters:!((col:id,opr:chart_owned_created_favored_by_me,value:!t)),order_column:slice_name,order_direction:asc)',
      ),
    ).toEqual([b, a]);
    const put = await gamma.put(`/api/v1/chart/${a}`, { slice_name: 'Revenue 2', is_managed_externally: true });
    expect(put.status).toBe(200);
    const shown = await gamma.get<{ result: Record<string, unknown> }>(`/api/v1/chart/${a}`);
    expect(shown.body.result).toMatchObject({ slice_name: 'Revenue 2', is_managed_externally: true });
    const del = await gamma.delete<{ message: string }>(`/api/v1/chart/?q=${q(`!(${a},${b})`)}`);
    expect(del.body).toEqual({ message: 'Deleted 2 charts' });
  });

  it('stores and reads explore permalinks', async () => {
    const state = { formData: { datasource: `${dsId}__table`, viz_type: 'test_table' } };
    const res = await gamma.post<{ key: string }>('/api/v1/explore/permalink', state);
    expect(res.status).toBe(201);
    const got = await gamma.get<{ state: unknown }>(`/api/v1/explore/permalink/${res.body.key}`);
    expect(got.body.state).toEqual(state);
  });
});
