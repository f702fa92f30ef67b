import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { datasetId } from '../chart-data/chart-data.test-support.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { vizServerPlugin } from '../../../server/viz/index.ts';
import { testBarPlugin, testTablePlugin } from '../../../server/viz/test-viz-plugins.test-support.ts';
import {
  makeChart,
  rison,
  supersetExportLayout,
  supersetExportMetadata,
  type Created,
  type List,
  type Shown,
} from './dashboard.test-support.ts';

/** The dashboard API on PostgreSQL metadata (the cluster setup), not only on the embedded SQLite. */
let h: BootedLoupe;
let temp: { url: string; drop: () => Promise<void> };
let admin: ApiClient;
let gamma: ApiClient;
let dsId: number;

beforeAll(async () => {
  temp = await createTempPgDatabase('loupe_dashboards');
  const plugins = [...SERVER_PLUGINS.filter((p) => p.id !== 'viz'), vizServerPlugin([testTablePlugin, testBarPlugin])];
  h = await bootLoupe({ examples: true, plugins, config: { metadataUrl: temp.url } });
  expect(h.loupe.store.dialect).toBe('postgres');
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  gamma = await userWith(h, 'pg_dash_gamma', ['Gamma'], [(await examplesDatabase(h)).perm]);
}, 180_000);

afterAll(async () => {
  await h?.close();
  await temp?.drop();
});

describe('dashboards on PostgreSQL metadata', () => {
  it('creates, round-trips an export layout, sets membership, copies, filters and bulk deletes', async () => {
    const a = await makeChart(admin, dsId, 'Girls');
    const b = await makeChart(admin, dsId, 'Boys');
    const layout = supersetExportLayout(a, b);
    const position = JSON.stringify(layout);
    const res = await admin.post<Created>('/api/v1/dashboard/', {
      dashboard_title: 'Births PG',
      slug: 'births pg',
      published: true,
      position_json: position,
      json_metadata: JSON.stringify(supersetExportMetadata(a, b)),
    });
    expect(res.status, res.text).toBe(201);
    const id = res.body.id;
    const show = await gamma.get<Shown>('/api/v1/dashboard/births-pg');
    expect(show.status).toBe(200);
    expect(show.body.result.position_json).toBe(position);
    expect(JSON.parse(String(show.body.result.json_metadata))).toEqual(supersetExportMetadata(a, b));
    expect(show.body.result.charts).toEqual(['Girls', 'Boys']);

    const put = await admin.put<{ last_modified_time: number }>(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ ...supersetExportMetadata(a, b), positions: layout }),
    });
    expect(put.status, put.text).toBe(200);
    const charts = await gamma.get<{ result: { id: number }[] }>(`/api/v1/dashboard/${id}/charts`);
    expect(charts.body.result.map((c) => c.id)).toEqual([a, b]);

    const dup = await admin.post<{ result: { id: number } }>(`/api/v1/dashboard/${id}/copy/`, {
      dashboard_title: 'Copy PG',
      duplicate_slices: true,
      json_metadata: JSON.stringify({ positions: layout }),
    });
    expect(dup.status, dup.text).toBe(200);
    // A draft copy: admin sees it, Gamma does not.
    expect((await gamma.get(`/api/v1/dashboard/${dup.body.result.id}`)).status).toBe(404);

    expect((await gamma.post(`/api/v1/dashboard/${id}/favorites/`)).status).toBe(200);
    const ids = async (r: string) => (await gamma.get<List>(`/api/v1/dashboard/?q=${rison(r)}`)).body.ids;
    expect(await ids('(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))')).toEqual([id]);
    expect(await ids('(filters:!((col:dashboard_title,opr:title_or_slug,value:BIRTHS)))')).toEqual([id]);
    const dupe = await admin.post('/api/v1/dashboard/', { slug: 'births-pg' });
    expect(dupe.status).toBe(422);

    const gone = await admin.delete(`/api/v1/dashboard/?q=${rison(`!(${id},${dup.body.result.id})`)}`);
    expect(gone.body).toEqual({ message: 'Deleted 2 dashboards' });
    expect((await admin.get(`/api/v1/dashboard/${id}`)).status).toBe(404);
  });
});
