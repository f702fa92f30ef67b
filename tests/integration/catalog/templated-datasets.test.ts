import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { userWith } from '../../harness/role-users.ts';

/**
 * Templated SQL outside SQL Lab (issue 19, point 5): virtual dataset SQL, row-level security
 * clauses and chart queries' extras go through the engine's Jinja environment (nunjucks), with
 * Superset's macros; values from filters stay quoted literals.
 */
let h: BootedLoupe;
let admin: ApiClient;
let examplesId: number;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  const dbs = await admin.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
  examplesId = dbs.body.result.find((d) => d.database_name === 'examples')!.id;
}, 120_000);
afterAll(() => h?.close());

interface Shown {
  result: {
    sql: string;
    rendered_sql?: string;
    columns: { column_name: string; expression: string | null; rendered_expression?: string }[];
    metrics: { metric_name: string; expression: string; rendered_expression?: string }[];
  };
}

type Row = Record<string, unknown>;

async function chartData(id: number, query: Row, extra: Row = {}) {
  return admin.post<{ result: { data: Row[]; query: string }[]; message?: string }>('/api/v1/chart/data', {
    datasource: { id, type: 'table' },
    force: true,
    queries: [{ row_limit: 100, ...query }],
    result_format: 'json',
    result_type: 'full',
    ...extra,
  });
}

describe('a virtual dataset with Jinja in its SQL', () => {
  let id: number;
  const sql =
    "SELECT gender, num, '{{ current_username() }}' AS who, '{{ region }}' AS region FROM birth_names WHERE gender IN {{ filter_values('gender', 'boy') | where_in }}";

  it('is created: its SQL is rendered (template_params, the user) before the one-SELECT check and the column read', async () => {
    const res = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: 'templated_births',
      sql,
      template_params: JSON.stringify({ region: 'north' }),
    });
    expect(res.status, res.text).toBe(201);
    id = res.body.id;
    const shown = await admin.get<Shown>(`/api/v1/dataset/${id}`);
    expect(shown.body.result.columns.map((c) => c.column_name)).toEqual(['gender', 'num', 'who', 'region']);
    expect(shown.body.result.sql).toBe(sql);
    expect(shown.body.result.rendered_sql).toBeUndefined();
  });

  it('refuses templates that render to something other than one SELECT, or do not render (422, nothing created)', async () => {
    const before = await h.loupe.store.db.selectFrom('tables').select('id').execute();
    for (const bad of [
      "SELECT 1 AS a {{ ';' }} DELETE FROM birth_names",
      'SELECT {{ 1 + }} AS a',
      'SELECT {{ undefined_name }} AS a',
    ]) {
      const res = await admin.post<{ message: { sql: string[] } }>('/api/v1/dataset/', {
        database: examplesId,
        table_name: 'templated_bad',
        sql: bad,
      });
      expect(res.status, bad).toBe(422);
      expect(Object.keys(res.body.message)).toEqual(['sql']);
    }
    expect(await h.loupe.store.db.selectFrom('tables').select('id').execute()).toHaveLength(before.length);
  });

  it('GET ?include_rendered_sql=true shows rendered_sql and rendered metric and column expressions', async () => {
    const put = await admin.put(`/api/v1/dataset/${id}`, {
      metrics: [
        { metric_name: 'count', expression: 'COUNT(*)' },
        { metric_name: 'total', expression: 'SUM(num)' },
        { metric_name: 'avg_birth', expression: "{{ metric('total') }} / {{ metric('count') }}" },
      ],
    });
    expect(put.status, put.text).toBe(200);
    const res = await admin.get<Shown>(`/api/v1/dataset/${id}?include_rendered_sql=true`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.rendered_sql).toBe(
      "SELECT gender, num, 'admin' AS who, 'north' AS region FROM birth_names WHERE gender IN ('boy')",
    );
    const avg = res.body.result.metrics.find((m) => m.metric_name === 'avg_birth')!;
    expect(avg.rendered_expression).toBe('SUM(num) / COUNT(*)');
    expect((await admin.get(`/api/v1/dataset/${id}?include_rendered_sql=maybe`)).status).toBe(400);
  });

  it('GET ?include_rendered_sql=true answers 422 when a template does not render', async () => {
    const other = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: examplesId,
      table_name: 'templated_metric_error',
      sql: 'SELECT 1 AS a',
    });
    expect(other.status, other.text).toBe(201);
    await admin.put(`/api/v1/dataset/${other.body.id}`, {
      metrics: [{ metric_name: 'broken', expression: "{{ metric('missing') }}" }],
    });
    const res = await admin.get(`/api/v1/dataset/${other.body.id}?include_rendered_sql=true`);
    expect([res.status, res.body]).toEqual([422, { message: 'Unable to render expression from dataset metric.' }]);
  });

  it('charts through chart data, its filter values quoted literals in the SQL, never pasted', async () => {
    const byGender = (res: Awaited<ReturnType<typeof chartData>>) => {
      expect(res.status, res.text).toBe(200);
      return res.body.result[0]!.data.map((r) => r.gender);
    };
    const none = await chartData(id, { columns: ['gender', 'who'], metrics: ['count'], orderby: [['gender', true]] });
    expect(none.body.result[0]!.data.map((r) => [r.gender, r.who])).toEqual([['boy', 'admin']]);
    const girls = await chartData(id, {
      columns: ['gender'],
      metrics: ['count'],
      filters: [{ col: 'gender', op: 'IN', val: ['girl'] }],
    });
    expect(byGender(girls)).toEqual(['girl']);
    // A value that would widen the WHERE if pasted is one literal: no row matches it.
    const injected = await chartData(id, {
      columns: ['gender'],
      metrics: ['count'],
      filters: [{ col: 'gender', op: 'IN', val: ["girl') OR ('1' = '1"] }],
    });
    expect(byGender(injected)).toEqual([]);
    expect(injected.body.result[0]!.query).toContain("IN ('girl'') OR (''1'' = ''1')");
  });

  it('renders extras.where and url_param() from form_data.url_params', async () => {
    const res = await chartData(
      id,
      {
        columns: ['gender'],
        metrics: ['count'],
        filters: [{ col: 'gender', op: 'IN', val: ['boy', 'girl'] }],
        extras: { where: "gender = '{{ url_param('g') }}'" },
      },
      { form_data: { url_params: { g: 'girl' } } },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.result[0]!.data.map((r) => r.gender)).toEqual(['girl']);
    const quoted = await chartData(
      id,
      { columns: ['gender'], metrics: ['count'], extras: { where: "gender = '{{ url_param('g') }}'" } },
      { form_data: { url_params: { g: "boy' OR '1'='1" } } },
    );
    expect(quoted.status, quoted.text).toBe(200);
    expect(quoted.body.result[0]!.data).toEqual([]);
  });

  it('answers 400 for a template that does not render at query time', async () => {
    const res = await chartData(id, { columns: ['gender'], metrics: ['count'], extras: { where: '{{ nope(' } });
    expect(res.status, res.text).toBe(400);
  });
});

describe('row-level security clauses', () => {
  it('are rendered with the caller: current_username() in a clause', async () => {
    const list = await admin.get<{ ids: number[] }>(
      '/api/v1/dataset/?q=' + encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))'),
    );
    const birthNames = list.body.ids[0]!;
    const rule = await admin.post<{ id: number }>('/api/v1/rowlevelsecurity/', {
      name: 'templated',
      filter_type: 'Base',
      tables: [birthNames],
      roles: [],
      clause: "gender = CASE WHEN '{{ current_username() }}' = 'admin' THEN 'girl' ELSE 'boy' END",
    });
    expect(rule.status, rule.text).toBe(201);
    const res = await chartData(birthNames, { columns: ['gender'], metrics: ['count'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result[0]!.data.map((r) => r.gender)).toEqual(['girl']);
    await admin.delete(`/api/v1/rowlevelsecurity/${rule.body.id}`);
  });
});

describe('column values of a virtual dataset with Jinja in its SQL', () => {
  it('answers the values of the rendered SQL, under a rendered fetch_values_predicate', async () => {
    const created = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: 'templated_values',
      sql: "SELECT gender, '{{ current_username() }}' AS who FROM birth_names",
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    const values = (column: string) =>
      admin.get<{ result: unknown[] }>(`/api/v1/datasource/table/${id}/column/${column}/values/`);
    const who = await values('who');
    expect([who.status, who.body]).toEqual([200, { result: ['admin'] }]);
    expect((await values('gender')).body.result).toEqual(['boy', 'girl']);

    const put = await admin.put(`/api/v1/dataset/${id}`, {
      fetch_values_predicate: "gender = '{{ wanted }}' AND who = '{{ current_username() }}'",
      template_params: JSON.stringify({ wanted: 'girl' }),
    });
    expect(put.status, put.text).toBe(200);
    const gender = await values('gender');
    expect([gender.status, gender.body]).toEqual([200, { result: ['girl'] }]);

    const broken = await admin.put(`/api/v1/dataset/${id}`, { fetch_values_predicate: 'gender = {{ nope(' });
    expect(broken.status, broken.text).toBe(200);
    expect((await values('gender')).status).toBe(400);
  });
});

describe('the dataset() macro', () => {
  let birthNames: number;
  const genders = async (id: number, client: ApiClient = admin) =>
    client.post<{ result: { data: Row[] }[] }>('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      force: true,
      queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]], row_limit: 100 }],
      result_format: 'json',
      result_type: 'full',
    });
  const createVirtual = async (table_name: string, sql: string) => {
    const res = await admin.post<{ id: number }>('/api/v1/dataset/', { database: examplesId, table_name, sql });
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  };

  beforeAll(async () => {
    const list = await admin.get<{ ids: number[] }>(
      '/api/v1/dataset/?q=' + encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))'),
    );
    birthNames = list.body.ids[0]!;
  });

  it('embeds another dataset as a subquery in a virtual dataset, created and charted', async () => {
    const id = await createVirtual(
      'embeds_births',
      `SELECT gender, num FROM {{ dataset(${birthNames}) }} WHERE gender = 'girl'`,
    );
    const shown = await admin.get<Shown>(`/api/v1/dataset/${id}`);
    expect(shown.body.result.columns.map((c) => c.column_name)).toEqual(['gender', 'num']);
    const res = await genders(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result[0]!.data.map((r) => r.gender)).toEqual(['girl']);
  });

  it('with include_metrics=True, groups its saved metrics by the columns asked for', async () => {
    const id = await createVirtual(
      'embeds_births_metrics',
      `SELECT * FROM {{ dataset(${birthNames}, include_metrics=True, columns=['gender']) }}`,
    );
    const shown = await admin.get<Shown>(`/api/v1/dataset/${id}`);
    expect(shown.body.result.columns.map((c) => c.column_name)).toEqual(expect.arrayContaining(['gender', 'count']));
    expect(shown.body.result.columns.map((c) => c.column_name)).not.toContain('num');
    const res = await admin.post<{ result: { data: Row[] }[] }>('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      force: true,
      queries: [{ columns: ['gender', 'count'], metrics: [], orderby: [['gender', true]], row_limit: 10 }],
      result_format: 'json',
      result_type: 'full',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.result[0]!.data;
    expect(rows.map((r) => r.gender)).toEqual(['boy', 'girl']);
    expect(rows.every((r) => Number(r.count) > 0)).toBe(true);
  });

  it("applies the caller's row-level security of the embedded dataset", async () => {
    const id = await createVirtual('embeds_births_rls', `SELECT gender FROM {{ dataset(${birthNames}) }}`);
    expect((await genders(id)).body.result[0]!.data.map((r) => r.gender)).toEqual(['boy', 'girl']);
    const rule = await admin.post<{ id: number }>('/api/v1/rowlevelsecurity/', {
      name: 'embedded_rls',
      filter_type: 'Base',
      tables: [birthNames],
      roles: [],
      clause: "gender = 'boy'",
    });
    expect(rule.status, rule.text).toBe(201);
    try {
      expect((await genders(id)).body.result[0]!.data.map((r) => r.gender)).toEqual(['boy']);
      const values = await admin.get<{ result: unknown[] }>(`/api/v1/datasource/table/${id}/column/gender/values/`);
      expect(values.body.result).toEqual(['boy']);
    } finally {
      await admin.delete(`/api/v1/rowlevelsecurity/${rule.body.id}`);
    }
  });

  it('refuses a caller without access to the embedded dataset (403), and an unknown dataset (422 / 400)', async () => {
    const embeds = await createVirtual('embeds_births_access', `SELECT gender FROM {{ dataset(${birthNames}) }}`);
    const plain = await createVirtual('plain_genders', "SELECT 'boy' AS gender");
    const perms = await h.loupe.store.db
      .selectFrom('tables')
      .select(['id', 'perm'])
      .where('id', 'in', [embeds, plain])
      .execute();
    const reader = await userWith(
      h,
      'embeds_reader',
      ['Gamma'],
      perms.map((p) => ({ perm: 'datasource_access', view: p.perm as string })),
    );
    expect((await genders(plain, reader)).status).toBe(200);
    const refused = await genders(embeds, reader);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    const values = await reader.get(`/api/v1/datasource/table/${embeds}/column/gender/values/`);
    expect(values.status).toBe(403);
    expect((await genders(embeds)).status).toBe(200);

    const unknown = await admin.post<{ message: { sql: string[] } }>('/api/v1/dataset/', {
      database: examplesId,
      table_name: 'embeds_nothing',
      sql: 'SELECT * FROM {{ dataset(999999) }}',
    });
    expect([unknown.status, unknown.body]).toEqual([422, { message: { sql: ['Dataset 999999 not found!'] } }]);
    const where = await admin.post<{ message: string }>('/api/v1/chart/data', {
      datasource: { id: plain, type: 'table' },
      queries: [{ columns: ['gender'], metrics: [], extras: { where: 'gender IN {{ dataset(999999) }}' } }],
      result_type: 'full',
    });
    expect([where.status, where.body.message]).toEqual([400, 'Dataset 999999 not found!']);
  });
});
