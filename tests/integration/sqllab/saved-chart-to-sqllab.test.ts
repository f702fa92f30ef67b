import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { sqlLabUser } from './saved-query.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let birthNames: number;
let examplesId: number;

/** The bootstrap the page hands the web app (`data-bootstrap`), unescaped. */
function pageBootstrap(html: string): Record<string, unknown> {
  const m = /data-bootstrap="([^"]*)"/.exec(html);
  if (!m) throw new Error('no bootstrap in the page');
  const text = m[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Record<string, unknown>;
}

/** A browser form post: form fields with the session's CSRF token as the `csrf_token` field (no header). */
async function browserPost(c: ApiClient, fields: Record<string, string>, withToken = true) {
  const form = new URLSearchParams(fields);
  if (withToken) form.set('csrf_token', await c.csrfToken());
  return c.request('POST', '/sqllab/', form.toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html',
  });
}

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  const list = await admin.get<{ result: { id: number; database: { id: number } }[] }>(
    `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`,
  );
  birthNames = list.body.result[0]!.id;
  examplesId = list.body.result[0]!.database.id;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('POST /sqllab/ (chart to SQL Lab)', () => {
  it('opens the chart\'s SQL: form_data with datasourceKey and sql, as "View in SQL Lab" posts it', async () => {
    const res = await browserPost(admin, {
      form_data: JSON.stringify({
        datasourceKey: `${birthNames}__table`,
        sql: 'SELECT name, SUM(num) FROM birth_names GROUP BY name',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const boot = pageBootstrap(res.text);
    expect(boot.requested_query).toEqual({
      dbId: examplesId,
      catalog: null,
      schema: 'main',
      sql: 'SELECT name, SUM(num) FROM birth_names GROUP BY name',
      name: 'Query main.birth_names',
      autorun: false,
    });
    expect(boot.user).toMatchObject({ username: 'admin' });
  });

  it("builds the dataset's SELECT from an Explore form_data naming its datasource", async () => {
    const res = await browserPost(admin, {
      form_data: JSON.stringify({ datasource: `${birthNames}__table`, viz_type: 'table', metrics: ['count'] }),
    });
    expect(res.status).toBe(200);
    expect(pageBootstrap(res.text).requested_query).toMatchObject({
      dbId: examplesId,
      schema: 'main',
      sql: 'SELECT *\nFROM main.birth_names\nLIMIT 100',
    });
  });

  it("opens a virtual dataset's own SQL, and takes datasourceKey and sql as fields of their own", async () => {
    const created = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: 'girls_only',
      sql: "SELECT * FROM birth_names WHERE gender = 'girl'",
    });
    expect(created.status).toBe(201);
    const viaFormData = await browserPost(admin, {
      form_data: JSON.stringify({ datasource: `${created.body.id}__table` }),
    });
    expect(pageBootstrap(viaFormData.text).requested_query).toMatchObject({
      sql: "SELECT * FROM birth_names WHERE gender = 'girl'",
      name: 'Query main.girls_only',
    });
    const viaFields = await browserPost(admin, { datasourceKey: `${created.body.id}__table`, sql: 'SELECT 1' });
    expect(pageBootstrap(viaFields.text).requested_query).toMatchObject({ dbId: examplesId, sql: 'SELECT 1' });
  });

  it('passes an unknown or hidden dataset on by key only, so the editor says it could not load it', async () => {
    const missing = await browserPost(admin, { form_data: JSON.stringify({ datasourceKey: '999999__table' }) });
    expect(missing.status).toBe(200);
    expect(pageBootstrap(missing.text).requested_query).toEqual({ datasourceKey: '999999__table' });
    const gamma = (await sqlLabUser(h, 'post_gamma')).client;
    const hidden = await browserPost(gamma, { form_data: JSON.stringify({ datasourceKey: `${birthNames}__table` }) });
    expect(hidden.status).toBe(200);
    expect(pageBootstrap(hidden.text).requested_query).toEqual({ datasourceKey: `${birthNames}__table` });
  });

  it('answers 400 for bad form values and needs the CSRF token', async () => {
    const bad = async (fields: Record<string, string>) => (await browserPost(admin, fields)).status;
    expect(await bad({ form_data: '{not json' })).toBe(400);
    expect(await bad({ form_data: '[1,2]' })).toBe(400);
    expect(await bad({ form_data: JSON.stringify({ datasourceKey: 'birth_names' }) })).toBe(400);
    expect(await bad({ form_data: JSON.stringify({ datasourceKey: '3__query' }) })).toBe(400);
    expect(await bad({ form_data: JSON.stringify({ datasourceKey: `${birthNames}__table`, sql: 42 }) })).toBe(400);
    expect(await bad({})).toBe(400);
    const noToken = await browserPost(
      admin,
      { form_data: JSON.stringify({ datasourceKey: `${birthNames}__table` }) },
      false,
    );
    expect(noToken.status).toBe(400);
    expect(noToken.text).toContain('CSRF');
  });

  it('leaves the GET page as it was', async () => {
    const page = await admin.get('/sqllab/');
    expect(page.status).toBe(200);
    expect(pageBootstrap(page.text).requested_query).toBeUndefined();
  });
});
