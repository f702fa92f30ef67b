import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../harness/api-client.ts';
import { useE2E } from './use-e2e.test-support.ts';
import {
  databaseId,
  openEditorWith,
  savedQueriesNamed,
  toast,
  waitForActiveTab,
  waitForEditor,
  waitForTab,
} from './sqllab-dialogs.test-support.ts';

const e2e = useE2E({ examples: true });
const PG_URI = 'postgresql://postgres@127.0.0.1:5432/test';
const TABLE = `e2e_costs_${process.pid}`;
let api: ApiClient;
let examples: number;
let pgDb: number;
let pgPlain: number;

async function pgQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URI });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('SQL Lab dialogs', () => {
  beforeAll(async () => {
    await pgQuery(
      `CREATE TABLE IF NOT EXISTS public.${TABLE} AS SELECT g AS id, g * 2 AS amount FROM generate_series(1, 1000) g`,
    );
    api = await e2e.loupe.login();
    examples = await databaseId(api, 'examples');
    const created = await api.post<{ id: number }>('/api/v1/database/', {
      database_name: 'e2e pg costs',
      sqlalchemy_uri: PG_URI,
      expose_in_sqllab: true,
      extra: JSON.stringify({ cost_estimate_enabled: true }),
    });
    expect(created.status).toBe(201);
    pgDb = created.body.id;
    const plain = await api.post<{ id: number }>('/api/v1/database/', {
      database_name: 'e2e pg plain',
      sqlalchemy_uri: PG_URI,
      expose_in_sqllab: true,
    });
    expect(plain.status).toBe(201);
    pgPlain = plain.body.id;
  });

  afterAll(async () => {
    await pgQuery(`DROP TABLE IF EXISTS public.${TABLE}`);
  });

  it(
    'sets template parameters the run fills in, kept on the tab after a reload; bad JSON stays in the dialog',
    { timeout: 90_000 },
    async () => {
      const page = await e2e.newPage();
      await e2e.login(page, undefined, undefined, '/sqllab/');
      const tab = await openEditorWith(page, examples, 'SELECT {{ n }} + 1 AS answer', 'Params');

      await page.getByTestId('editor-parameters').click();
      const dialog = page.getByRole('dialog', { name: 'Parameters' });
      await dialog.getByTestId('template-params-text').fill('{"n": }');
      await dialog.getByTestId('template-params-apply').click();
      await dialog.getByText(/Not valid JSON/).waitFor();
      await dialog.getByTestId('template-params-text').fill('{"n": 41}');
      await dialog.getByTestId('template-params-apply').click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('editor-parameters').innerText()).toContain('Parameters (1)');
      await waitForTab(page, tab.id, (t) => t.template_params === '{"n":41}');

      const execute = page.waitForResponse((r) => r.url().includes('/api/v1/sqllab/execute/'));
      await page.getByTestId('run-query').click();
      expect((await execute).request().postDataJSON()).toMatchObject({ templateParams: '{"n":41}' });
      await expect
        .poll(() => page.getByTestId('result-grid').getByRole('gridcell').allInnerTexts(), { timeout: 20_000 })
        .toContain('42');

      await page.reload();
      await waitForEditor(page);
      await expect.poll(() => page.getByTestId('editor-parameters').innerText()).toContain('Parameters (1)');
    },
  );

  it('saves a query, then updates it, and the tab stays tied to it after a reload', { timeout: 90_000 }, async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/sqllab/');
    const sql = 'SELECT name, SUM(num) AS total FROM birth_names GROUP BY name';
    await openEditorWith(page, examples, sql);

    await page.getByTestId('editor-save').click();
    const dialog = page.getByRole('dialog', { name: 'Save query' });
    await dialog.getByTestId('save-query-name').fill('E2E births by name');
    await dialog.getByTestId('save-query-description').fill('first words');
    expect(await dialog.getByTestId('save-query-update').count()).toBe(0);
    await dialog.getByTestId('save-query-save').click();
    await toast(page, 'Your query was saved');
    await dialog.waitFor({ state: 'hidden' });

    const [saved] = await savedQueriesNamed(api, 'E2E births by name');
    expect(saved).toMatchObject({ sql, description: 'first words' });
    const tab = await waitForActiveTab(page, (t) => t.saved_query?.id === saved!.id);
    expect(tab.label).toBe('E2E births by name');

    // After a reload the tab still knows its saved query: the dialog offers Update and Save as new.
    await page.reload();
    await waitForEditor(page);
    await page.getByTestId('editor-save').click();
    await dialog.getByTestId('save-query-update').waitFor();
    await dialog.getByTestId('save-query-as-new').waitFor();
    await expect.poll(() => dialog.getByTestId('save-query-description').inputValue()).toBe('first words');
    await dialog.getByTestId('save-query-description').fill('better words');
    await dialog.getByTestId('save-query-update').click();
    await toast(page, 'Your query was updated');
    const after = await savedQueriesNamed(api, 'E2E births by name');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: saved!.id, description: 'better words' });

    // Save as new makes a second saved query and ties the tab to it.
    await page.getByTestId('editor-save').click();
    await dialog.getByTestId('save-query-name').fill('E2E births copy');
    await dialog.getByTestId('save-query-as-new').click();
    await toast(page, 'Your query was saved');
    const [copy] = await savedQueriesNamed(api, 'E2E births copy');
    expect(copy!.id).not.toBe(saved!.id);
    await waitForActiveTab(page, (t) => t.saved_query?.id === copy!.id);
  });

  it(
    'shares an unsaved query as a permalink and a saved one by its id, and both links open it',
    { timeout: 90_000 },
    async () => {
      const page = await e2e.newPage();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
      await e2e.login(page, undefined, undefined, '/sqllab/');
      const sql = 'SELECT 42 AS answer';
      const mine = await openEditorWith(page, examples, sql, 'E2E shared');

      await page.getByTestId('editor-share').click();
      await toast(page, 'Link Copied!');
      const permalink = await page.evaluate(() => navigator.clipboard.readText());
      expect(permalink).toMatch(new RegExp(`^${e2e.url}/sqllab/p/[\\w-]+/?$`));

      const other = await e2e.newPage();
      await e2e.login(other, undefined, undefined, '/sqllab/');
      await other.goto(permalink);
      await waitForEditor(other);
      const opened = await waitForActiveTab(other, (t) => t.sql === sql);
      expect(opened).toMatchObject({ label: 'E2E shared', database_id: examples });
      await other.waitForURL((u) => u.pathname === '/sqllab/');

      // Saved, the link names the saved query.
      await page.getByTestId('editor-save').click();
      await page.getByRole('dialog', { name: 'Save query' }).getByTestId('save-query-save').click();
      await toast(page, 'Your query was saved');
      const [saved] = await savedQueriesNamed(api, 'E2E shared');
      await waitForTab(page, mine.id, (t) => t.saved_query?.id === saved!.id);
      await page.getByTestId('editor-share').click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`${e2e.url}/sqllab/?savedQueryId=${saved!.id}`);
      await other.goto(`/sqllab/?savedQueryId=${saved!.id}`);
      await waitForEditor(other);
      const fromSaved = await waitForActiveTab(other, (t) => t.saved_query?.id === saved!.id);
      expect(fromSaved).toMatchObject({ label: 'E2E shared', sql });
    },
  );

  it("schedules a query with a cron expression into the saved query's schedule_info", { timeout: 90_000 }, async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/sqllab/');
    await openEditorWith(page, examples, 'SELECT COUNT(*) FROM birth_names');
    await page.getByTestId('editor-schedule').click();
    const dialog = page.getByRole('dialog', { name: 'Schedule query' });
    await dialog.getByTestId('schedule-query-name').fill('E2E nightly count');
    await dialog.getByTestId('schedule-query-start').fill('2030-01-02T03:04');
    await dialog.getByTestId('schedule-query-mode-cron').click();
    await dialog.getByTestId('schedule-query-cron').fill('61 2 * * *');
    await dialog.getByTestId('schedule-query-submit').click();
    await dialog.getByText('Invalid minute field "61"').waitFor();
    await dialog.getByTestId('schedule-query-cron').fill('30 2 * * 1-5');
    await dialog.getByTestId('schedule-query-submit').click();
    await toast(page, 'Your query has been scheduled. To see details of your query, navigate to Saved queries');
    await dialog.waitFor({ state: 'hidden' });

    const [saved] = await savedQueriesNamed(api, 'E2E nightly count');
    const legacy = await api.get<{ result: { extra_json: string; sql: string } }>(
      `/savedqueryviewapi/api/get/${saved!.id}`,
    );
    expect(legacy.status).toBe(200);
    const info = JSON.parse(legacy.body.result.extra_json).schedule_info;
    expect(info.schedule_interval).toBe('30 2 * * 1-5');
    expect(new Date(info.start_date).getTime()).toBe(
      new Date(await page.evaluate(() => new Date('2030-01-02T03:04').toISOString())).getTime(),
    );
    expect(info.end_date).toBeNull();
  });

  it(
    'estimates the cost of the selection-less query, a table per statement, and shows an engine error',
    { timeout: 90_000 },
    async () => {
      const page = await e2e.newPage();
      await e2e.login(page, undefined, undefined, '/sqllab/');
      // A database that does not turn cost estimates on has no button.
      await openEditorWith(page, pgPlain, 'SELECT 1');
      await page.getByTestId('editor-create-dataset').waitFor();
      expect(await page.getByTestId('editor-estimate').count()).toBe(0);

      await openEditorWith(
        page,
        pgDb,
        `SELECT * FROM public.${TABLE} WHERE id < 10;\nSELECT COUNT(*) FROM public.${TABLE}`,
      );
      await page.getByTestId('editor-estimate').click();
      const dialog = page.getByRole('dialog', { name: 'Query cost estimate' });
      await dialog.getByTestId('estimate-cost-table').first().waitFor();
      expect(await dialog.getByTestId('estimate-cost-table').count()).toBe(2);
      expect(await dialog.getByText('Statement 2').count()).toBe(1);
      const cells = await dialog.getByTestId('estimate-cost-table').first().locator('td').allTextContents();
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.some((c) => /\d/.test(c))).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      await openEditorWith(page, pgDb, 'SELECT * FROM public.e2e_no_such_table');
      await page.getByTestId('editor-estimate').click();
      const error = dialog.getByTestId('estimate-cost-error');
      await error.waitFor();
      expect(await error.textContent()).toMatch(/e2e_no_such_table.*does not exist/i);
    },
  );

  it(
    "creates a virtual dataset from the query and offers Explore; a taken name shows the server's message",
    { timeout: 90_000 },
    async () => {
      const page = await e2e.newPage();
      await e2e.login(page, undefined, undefined, '/sqllab/');
      const sql = "SELECT name, gender, num FROM birth_names WHERE state = 'CA'";
      await openEditorWith(page, examples, sql);
      await page.getByTestId('editor-create-dataset').click();
      const dialog = page.getByRole('dialog', { name: 'Create dataset' });
      expect(await dialog.getByTestId('create-dataset-name').inputValue()).toMatch(/^Untitled Query \d+ \d{4}-/);
      await dialog.getByTestId('create-dataset-name').fill('e2e_ca_births');
      await dialog.getByTestId('create-dataset-submit').click();
      await dialog.getByTestId('create-dataset-done').waitFor();

      const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:e2e_ca_births)))');
      const list = await api.get<{ result: { id: number; sql: string; kind: string }[] }>(`/api/v1/dataset/?q=${q}`);
      expect(list.body.result).toHaveLength(1);
      const ds = list.body.result[0]!;
      expect(ds.sql).toBe(sql);
      expect(await dialog.getByTestId('create-dataset-explore').getAttribute('href')).toBe(
        `/explore/?datasource_type=table&datasource_id=${ds.id}`,
      );
      const show = await api.get<{ result: { columns: { column_name: string }[] } }>(`/api/v1/dataset/${ds.id}`);
      expect(show.body.result.columns.map((c) => c.column_name).sort()).toEqual(['gender', 'name', 'num']);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      await page.getByTestId('editor-create-dataset').click();
      await dialog.getByTestId('create-dataset-name').fill('e2e_ca_births');
      await dialog.getByTestId('create-dataset-submit').click();
      await toast(page, 'An error occurred while creating the data source');
      await dialog.getByText(/e2e_ca_births already exists/).waitFor();
      expect(await dialog.getByTestId('create-dataset-done').count()).toBe(0);
    },
  );
});
