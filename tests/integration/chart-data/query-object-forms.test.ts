import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { datasetId, type QueryResultWire } from './chart-data.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let id: number;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  id = await datasetId(admin, 'birth_names');
}, 120_000);
afterAll(() => h?.close());

type Entry = QueryResultWire & { data: Record<string, unknown>[] };
const post = (body: unknown) =>
  admin.post<{ result: Entry[]; message?: string }>('/api/v1/chart/data', {
    datasource: { id, type: 'table' },
    ...(body as object),
  });
const byGender = { columns: ['gender'], orderby: [['gender', true]], row_limit: 10 };

describe('the legacy metric form {"label": <saved metric>}', () => {
  it("resolves to the saved metric, as Superset's QueryObject does", async () => {
    const legacy = await post({ queries: [{ ...byGender, metrics: [{ label: 'sum__num' }] }] });
    expect(legacy.status, legacy.text).toBe(200);
    const named = await post({ queries: [{ ...byGender, metrics: ['sum__num'] }] });
    const r = legacy.body.result[0]!;
    expect(r.colnames).toEqual(['gender', 'sum__num']);
    expect(r.data).toEqual(named.body.result[0]!.data);
    expect(r.data.length).toBe(2);
    expect(Number(r.data[0]!.sum__num)).toBeGreaterThan(0);
  });

  it('a label naming no saved metric is refused as an unknown metric', async () => {
    const res = await post({ queries: [{ ...byGender, metrics: [{ label: 'nope' }] }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Metric 'nope' does not exist");
  });
});

describe("a query object's own result_type", () => {
  it("wins over the context's, query by query", async () => {
    const res = await post({
      result_type: 'full',
      queries: [
        { ...byGender, metrics: ['count'] },
        { ...byGender, metrics: ['count'], result_type: 'columns' },
        { ...byGender, metrics: ['count'], result_type: 'timegrains' },
        { ...byGender, metrics: ['count'], result_type: 'query' },
        { ...byGender, metrics: ['count'], result_type: null },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const [full, columns, grains, query, inherited] = res.body.result as unknown as Record<string, unknown>[];
    expect(full!.colnames).toEqual(['gender', 'count']);
    const cols = (columns as { data: { column_name: string }[] }).data.map((c) => c.column_name);
    expect(cols).toContain('gender');
    expect(cols).toContain('num_boys');
    expect((grains as { data: { duration: string }[] }).data.map((g) => g.duration)).toContain('P1D');
    expect(query).toMatchObject({ query: expect.stringContaining('GROUP BY'), language: 'sql' });
    expect(query).not.toHaveProperty('data');
    expect(inherited!.colnames).toEqual(['gender', 'count']);
  });

  it('samples on one query object reads raw rows while the other is aggregated', async () => {
    const res = await post({
      queries: [
        { ...byGender, metrics: ['count'] },
        { result_type: 'samples', row_limit: 3 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result[0]!.rowcount).toBe(2);
    expect(res.body.result[1]!.rowcount).toBe(3);
    expect(res.body.result[1]!.colnames).toContain('num_girls');
  });

  it("an unknown one is 400 with marshmallow's message", async () => {
    const res = await post({ queries: [{ ...byGender, metrics: ['count'], result_type: 'bogus' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Request is incorrect: \{'queries\.0\.result_type': \['Must be one of: full,/);
  });
});
