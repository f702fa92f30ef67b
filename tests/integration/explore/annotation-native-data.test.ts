import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { datasetId, referenceBody, type QueryResultWire } from '../chart-data/chart-data.test-support.ts';

/*
 * NATIVE annotation layers in the chart data answer, as Superset's get_native_annotation_data
 * (superset/common/query_context_processor.py): `annotation_data[<layer name>]` is
 * `{columns: [start_dttm, end_dttm, short_descr, long_descr, json_metadata], records}` with every
 * annotation of the layer, dates as epoch milliseconds (json_int_dttm_ser); an unknown layer and a
 * caller without can_read on Annotation get 400 with Superset's messages.
 */

let h: BootedLoupe;
let admin: ApiClient;
let dsId: number;
let layerId: number;

type Body = { result: QueryResultWire[]; message?: string };

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  layerId = (await admin.post<{ id: number }>('/api/v1/annotation_layer/', { name: 'Releases' })).body.id;
  const base = `/api/v1/annotation_layer/${layerId}/annotation/`;
  await admin.post(base, {
    short_descr: 'v1',
    long_descr: 'first release',
    start_dttm: '2001-02-03T04:05:06',
    end_dttm: '2001-02-03T04:05:06',
    json_metadata: '{"a": 1}',
  });
  await admin.post(base, { short_descr: 'v2', start_dttm: '1990-01-01T00:00:00', end_dttm: '1991-06-30T00:00:00' });
}, 120_000);
afterAll(() => h?.close());

const nativeLayer = (value: unknown) => ({
  name: 'My releases',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value,
  show: true,
  showMarkers: false,
});
const bodyWith = (layers: unknown[]) => {
  const body = referenceBody('06_big_number_total.json', dsId);
  return { ...body, queries: [{ ...body.queries[0], annotation_layers: layers }] };
};

describe('NATIVE annotation layers in /api/v1/chart/data', () => {
  it("answers every annotation of the layer under the layer's name, dates in epoch ms", async () => {
    const res = await admin.post<Body>('/api/v1/chart/data', bodyWith([nativeLayer(layerId)]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result[0]!.annotation_data).toEqual({
      'My releases': {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [
          {
            start_dttm: Date.UTC(2001, 1, 3, 4, 5, 6),
            end_dttm: Date.UTC(2001, 1, 3, 4, 5, 6),
            short_descr: 'v1',
            long_descr: 'first release',
            json_metadata: '{"a": 1}',
          },
          {
            start_dttm: Date.UTC(1990, 0, 1),
            end_dttm: Date.UTC(1991, 5, 30),
            short_descr: 'v2',
            long_descr: null,
            json_metadata: null,
          },
        ],
      },
    });
  });

  it('400s an unknown layer with Superset message', async () => {
    const res = await admin.post<Body>('/api/v1/chart/data', bodyWith([nativeLayer(999_999)]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Annotation layer with ID 999999 was not found');
  });

  it('400s a caller without can_read on Annotation (a Gamma with data access)', async () => {
    const { perm } = await examplesDatabase(h);
    const gamma = await userWith(h, 'native_gamma', ['Gamma'], [perm]);
    const plain = await gamma.post<Body>('/api/v1/chart/data', bodyWith([]));
    expect(plain.status).toBe(200);
    const res = await gamma.post<Body>('/api/v1/chart/data', bodyWith([nativeLayer(layerId)]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You don't have access to annotation layers");
  });
});
