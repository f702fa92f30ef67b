import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../harness/api-client.ts';
import { useE2E } from './use-e2e.test-support.ts';
import { databaseId, toast, waitForActiveTab, waitForEditor } from './sqllab-dialogs.test-support.ts';

const e2e = useE2E({ examples: true });
let api: ApiClient;
let examples: number;
let birthNames: number;

describe('opening a query in SQL Lab', () => {
  beforeAll(async () => {
    api = await e2e.loupe.login();
    examples = await databaseId(api, 'examples');
    const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))');
    const ds = await api.get<{ result: { id: number }[] }>(`/api/v1/dataset/?q=${q}`);
    birthNames = ds.body.result[0]!.id;
  });

  it('opens a saved query by ?savedQueryId= tied to it, and cleans the address', async () => {
    const created = await api.post<{ id: number }>('/api/v1/saved_query/', {
      db_id: examples,
      label: 'E2E opened saved',
      schema: 'main',
      sql: 'SELECT 7 AS seven',
      template_parameters: '{"x": 1}',
    });
    expect(created.status).toBe(201);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, `/sqllab/?savedQueryId=${created.body.id}`);
    await waitForEditor(page);
    const tab = await waitForActiveTab(page, (t) => t.saved_query?.id === created.body.id);
    expect(tab).toMatchObject({
      label: 'E2E opened saved',
      sql: 'SELECT 7 AS seven',
      database_id: examples,
      schema: 'main',
    });
    await page
      .getByRole('tab', { name: /E2E opened saved/ })
      .first()
      .waitFor();
    await page.waitForURL((u) => u.pathname === '/sqllab/' && u.search === '');
  });

  it("says 'The query couldn't be loaded' for a missing saved query, and 'The datasource couldn't be loaded' for a missing dataset", async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/sqllab/?savedQueryId=987654');
    await toast(page, "The query couldn't be loaded");
    await page.goto('/sqllab/?datasourceKey=987654__table');
    await toast(page, "The datasource couldn't be loaded");
  });

  it('opens ?dbid=&schema=&sql= and a dataset by ?datasourceKey=', async () => {
    const page = await e2e.newPage();
    await e2e.login(
      page,
      undefined,
      undefined,
      `/sqllab/?dbid=${examples}&schema=main&sql=${encodeURIComponent('SELECT 3 AS three')}&name=From%20a%20link`,
    );
    await waitForEditor(page);
    expect(await waitForActiveTab(page, (t) => t.sql === 'SELECT 3 AS three')).toMatchObject({
      label: 'From a link',
      database_id: examples,
      schema: 'main',
    });

    await page.goto(`/sqllab/?datasourceKey=${birthNames}__table`);
    const tab = await waitForActiveTab(page, (t) => /birth_names/i.test(t.sql) && t.sql !== 'SELECT 3 AS three');
    expect(tab.database_id).toBe(examples);
    expect(tab.sql).toMatch(/^SELECT/i);
  });

  it('opens a permalink at /sqllab/p/<key> and by ?permalink=', { timeout: 60_000 }, async () => {
    const link = await api.post<{ key: string; url: string }>('/api/v1/sqllab/permalink', {
      dbId: examples,
      name: 'E2E permalink',
      schema: 'main',
      sql: 'SELECT 11 AS eleven',
      autorun: false,
    });
    expect(link.status).toBe(201);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, `/sqllab/p/${link.body.key}`);
    await waitForEditor(page);
    expect(await waitForActiveTab(page, (t) => t.sql === 'SELECT 11 AS eleven')).toMatchObject({
      label: 'E2E permalink',
      database_id: examples,
    });
    await page.waitForURL((u) => u.pathname === '/sqllab/' && u.search === '');

    await page.goto(`/sqllab/?dbid=${examples}&sql=SELECT%200`);
    await waitForActiveTab(page, (t) => t.sql === 'SELECT 0');
    await page.goto(`/sqllab/?permalink=${link.body.key}`);
    await waitForActiveTab(page, (t) => t.sql === 'SELECT 11 AS eleven');
    await page.goto('/sqllab/?permalink=not-a-key');
    await toast(page, "The query couldn't be loaded");
  });

  it('opens a legacy shared query by ?id= (kv)', { timeout: 60_000 }, async () => {
    const stored = await api.request<{ id: number }>(
      'POST',
      '/kv/store/',
      `data=${encodeURIComponent(JSON.stringify({ dbId: examples, name: 'E2E kv', schema: 'main', sql: 'SELECT 13 AS thirteen', autorun: false }))}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrftoken': await api.csrfToken(),
      },
    );
    expect(stored.status).toBe(200);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, `/sqllab/?id=${stored.body.id}`);
    await waitForEditor(page);
    expect(await waitForActiveTab(page, (t) => t.sql === 'SELECT 13 AS thirteen')).toMatchObject({
      label: 'E2E kv',
      database_id: examples,
      schema: 'main',
    });
  });

  it('opens a query of the history by ?queryId= as a copy', { timeout: 60_000 }, async () => {
    const run = await api.post<{ query: { queryId: number } }>('/api/v1/sqllab/execute/', {
      client_id: `e2o${Date.now().toString(36).slice(-7)}`,
      database_id: examples,
      sql: 'SELECT 12 AS twelve',
      schema: 'main',
      tab: 'History tab',
      runAsync: false,
      json: true,
    });
    expect(run.status).toBe(200);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, `/sqllab/?queryId=${run.body.query.queryId}`);
    await waitForEditor(page);
    expect(await waitForActiveTab(page, (t) => t.sql === 'SELECT 12 AS twelve')).toMatchObject({
      label: 'Copy of History tab',
      database_id: examples,
    });
  });

  it('opens the chart-to-SQL-Lab form post (form_data, or datasourceKey and sql)', { timeout: 90_000 }, async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/superset/welcome/');
    const post = async (fields: Record<string, string>) => {
      await page.evaluate(
        ({ fields }) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.action = '/sqllab/';
          for (const [name, value] of Object.entries(fields)) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            form.appendChild(input);
          }
          document.body.appendChild(form);
          form.submit();
        },
        { fields },
      );
      await page.waitForURL((u) => u.pathname === '/sqllab/');
      await waitForEditor(page);
    };
    const csrf = await page.evaluate(
      async () => ((await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string }).result,
    );

    const sqlA = 'SELECT name, SUM(num) AS sum__num FROM birth_names GROUP BY name LIMIT 10';
    await post({ form_data: JSON.stringify({ datasourceKey: `${birthNames}__table`, sql: sqlA }), csrf_token: csrf });
    expect(await waitForActiveTab(page, (t) => t.sql === sqlA)).toMatchObject({ database_id: examples });

    const sqlB = 'SELECT gender, COUNT(*) AS count FROM birth_names GROUP BY gender';
    await page.goto('/superset/welcome/');
    await post({ datasourceKey: `${birthNames}__table`, sql: sqlB, csrf_token: csrf });
    expect(await waitForActiveTab(page, (t) => t.sql === sqlB)).toMatchObject({ database_id: examples });
    // The request is consumed: a reload does not open it again.
    await page.goto('/sqllab/');
    await waitForEditor(page);
    const before = await page.evaluate(
      async () =>
        ((await (await fetch('/api/v1/sqllab/')).json()) as { result: { tab_state_ids: unknown[] } }).result
          .tab_state_ids.length,
    );
    await page.reload();
    await waitForEditor(page);
    await page.waitForTimeout(500);
    const after = await page.evaluate(
      async () =>
        ((await (await fetch('/api/v1/sqllab/')).json()) as { result: { tab_state_ids: unknown[] } }).result
          .tab_state_ids.length,
    );
    expect(after).toBe(before);
  });
});
