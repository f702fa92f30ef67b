import fs from 'node:fs';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

// The SQL Lab editor screen in Chromium: runs (sync on PostgreSQL, async on the examples DuckDB),
// run selection, stop (the engine is free within 2 s), engine errors, tabs and their restore
// after a reload, the table browser and data preview.
const e2e = useE2E({ examples: true });
const PG_URL = 'postgresql://postgres@127.0.0.1:5432/test';
const PG_NAME = 'e2e sqllab postgres';

beforeAll(async () => {
  const api = await e2e.loupe.login();
  const res = await api.post<{ id: number }>('/api/v1/database/', {
    database_name: PG_NAME,
    sqlalchemy_uri: PG_URL,
    expose_in_sqllab: true,
    allow_run_async: false,
  });
  if (res.status !== 201)
    throw new Error(
      `could not add PostgreSQL (${res.status}): ${JSON.stringify(res.body)} — is it running at ${PG_URL}?`,
    );
}, 60_000);

async function openSqlLab(page: Page): Promise<void> {
  await e2e.login(page, undefined, undefined, '/sqllab/');
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
}

/** Replaces the editor's text by typing it (Escape closes autocomplete before each new line). */
async function setEditorText(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (i > 0) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      // Monaco keeps the indentation; start the line at column 1.
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('Delete');
    }
    await page.keyboard.type(line);
  }
  await page.keyboard.press('Escape');
}

async function editorText(page: Page): Promise<string> {
  return (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' ');
}

async function pickDatabase(page: Page, name: string): Promise<void> {
  await page.getByTestId('database-picker').getByRole('combobox').click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect.poll(() => page.getByTestId('database-picker').getByRole('combobox').innerText()).toContain(name);
}

/** The header cells of the visible results grid. */
async function gridHeaders(page: Page): Promise<string[]> {
  const grid = page.getByTestId('result-grid');
  await grid.waitFor({ timeout: 20_000 });
  return grid.getByRole('columnheader').allInnerTexts();
}

/** Waits until the visible results grid has a column of that name (it may still show an earlier run). */
async function expectColumn(page: Page, name: string): Promise<void> {
  await expect.poll(() => gridHeaders(page), { timeout: 20_000 }).toContain(name);
}

describe('the SQL Lab editor', () => {
  it('runs a query synchronously and shows its rows; bad SQL shows the engine message and keeps the text', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, PG_NAME);
    await setEditorText(page, "SELECT 41 + 1 AS answer, 'lens' AS word");
    const execute = page.waitForResponse((r) => r.url().includes('/api/v1/sqllab/execute/'));
    await page.getByTestId('run-query').click();
    const answer = await execute;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      runAsync: false,
      sql: "SELECT 41 + 1 AS answer, 'lens' AS word",
    });
    await expectColumn(page, 'answer');
    expect((await gridHeaders(page)).join(' ')).toMatch(/answer[\s\S]*word/);
    await expect.poll(() => page.getByTestId('result-grid').innerText()).toContain('42');
    await expect(page.getByTestId('result-grid').innerText()).resolves.toContain('lens');

    const bad = 'SELECT nothing_here FROM no_such_table_xyz';
    await setEditorText(page, bad);
    await page.keyboard.press('Control+Enter');
    const error = page.getByTestId('query-error');
    await error.waitFor({ timeout: 20_000 });
    await expect(error.innerText()).resolves.toContain('no_such_table_xyz');
    expect(await editorText(page)).toContain(bad);
  });

  it('runs only the selection with Ctrl+Enter', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, PG_NAME);
    await setEditorText(page, 'SELECT 1 AS first_statement\nSELECT 2 AS second_statement');
    // Select the second line only.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Shift+Home');
    await expect.poll(() => page.getByTestId('run-query').innerText()).toBe('Run selection');
    const execute = page.waitForResponse((r) => r.url().includes('/api/v1/sqllab/execute/'));
    await page.keyboard.press('Control+Enter');
    expect((await execute).request().postDataJSON().sql).toBe('SELECT 2 AS second_statement');
    await expectColumn(page, 'second_statement');
    expect(await gridHeaders(page)).not.toContain('first_statement');
  });

  it('stops a running query: the toast says so and PostgreSQL is free within 2 s', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, PG_NAME);
    await setEditorText(page, 'SELECT pg_sleep(30) AS slept_e2e_stop');
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    const busy = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%slept_e2e_stop%' AND pid <> pg_backend_pid()",
          )
        ).rows[0]!.n,
      );
    try {
      await page.getByTestId('run-query').click();
      await expect.poll(busy, { timeout: 10_000 }).toBe(1);
      await page.getByTestId('run-timer').waitFor();
      await page.getByTestId('stop-query').click();
      const stoppedAt = Date.now();
      await expect.poll(busy, { timeout: 2_000, interval: 100 }).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(2_000);
      await page.locator('.toast__message', { hasText: 'Query was stopped.' }).waitFor();
      await page.getByTestId('run-query').waitFor();
      await page.getByText('Query was stopped.', { exact: true }).first().waitFor();
      expect(await editorText(page)).toContain('pg_sleep(30)');
    } finally {
      await client.end();
    }
  });

  it('a database connection dropped mid-query gives a clear error and keeps the text', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, PG_NAME);
    const sql = 'SELECT pg_sleep(20) AS dropped_e2e';
    await setEditorText(page, sql);
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await page.getByTestId('run-query').click();
      const pid = async () =>
        (
          await client.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%dropped_e2e%' AND pid <> pg_backend_pid()",
          )
        ).rows[0]?.pid;
      await expect.poll(pid, { timeout: 10_000 }).toBeTruthy();
      // The server's connection to the database goes away under the running statement.
      await client.query('SELECT pg_terminate_backend($1)', [await pid()]);
      const error = page.getByTestId('query-error');
      await error.waitFor({ timeout: 20_000 });
      await expect(error.innerText()).resolves.toMatch(/terminat|connection/i);
      expect(await editorText(page)).toContain(sql);
      await page.getByTestId('run-query').waitFor();
    } finally {
      await client.end();
    }
  });

  it('runs asynchronously where the database allows it, polling until the rows are there', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, 'examples');
    await setEditorText(page, 'SELECT count(*) AS births FROM birth_names');
    const execute = page.waitForResponse((r) => r.url().includes('/api/v1/sqllab/execute/'));
    const polled = page.waitForResponse((r) => r.url().includes('/api/v1/query/updated_since'));
    await page.getByTestId('run-query').click();
    const answer = await execute;
    expect(answer.request().postDataJSON()).toMatchObject({ runAsync: true });
    expect(answer.status()).toBe(202);
    await polled;
    await expectColumn(page, 'births');
    await expect.poll(() => page.getByTestId('result-summary').innerText()).toContain('1 rows');
    // The tab's history comes from the server, as in Superset: /api/v1/query/ by sql_editor_id.
    const history = page.waitForResponse(
      (r) => r.url().includes('/api/v1/query/?') && decodeURIComponent(r.url()).includes('sql_editor_id'),
    );
    await page.getByRole('tab', { name: 'Query history' }).click();
    const listed = await history;
    expect(listed.status()).toBe(200);
    const tabQueries = ((await listed.json()) as { result: { sql: string; sql_editor_id: string }[] }).result;
    expect(tabQueries.map((q) => q.sql)).toContain('SELECT count(*) AS births FROM birth_names');
    expect(new Set(tabQueries.map((q) => q.sql_editor_id)).size).toBe(1);
    await page.getByTestId('history-row').first().waitFor();
    await expect(page.getByTestId('history-row').first().innerText()).resolves.toContain('success');
    // Removing it from the history removes it on the server too.
    const rows = await page.getByTestId('history-row').count();
    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/tabstateview\/\d+\/query\//.test(r.url()),
    );
    await page.getByTestId('history-row').first().getByRole('button', { name: 'Remove from history' }).click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(rows - 1);
  });

  it("a failed write of the SQL keeps the text and tells the user to use 'Save Query'", async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await page.route(/\/tabstateview\/\d+$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"error": "Bad request"}' })
        : route.fallback(),
    );
    await setEditorText(page, 'SELECT 3 AS not_stored');
    await page
      .locator('.toast__message', {
        hasText:
          'An error occurred while storing your query in the backend. To avoid losing your changes, please save your query using the "Save Query" button.',
      })
      .waitFor({ timeout: 10_000 });
    expect(await editorText(page)).toContain('SELECT 3 AS not_stored');
  });

  it("says 'Failed at retrieving results' when an async query's rows cannot be fetched", async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, 'examples');
    await page.route(/\/api\/v1\/sqllab\/results\//, (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [
            {
              message: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
              error_type: 'RESULTS_BACKEND_ERROR',
              level: 'error',
            },
          ],
        }),
      }),
    );
    await setEditorText(page, 'SELECT 5 AS gone');
    await page.keyboard.press('Control+Enter');
    await page.locator('.toast__message', { hasText: 'Failed at retrieving results' }).waitFor({ timeout: 20_000 });
    const error = page.getByTestId('query-error');
    await error.waitFor();
    await expect(error.innerText()).resolves.toContain('re-run the original query');
  });

  it('adds, renames and closes tabs, and restores them after a reload', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    const tabs = page.getByTestId('query-tab');
    const before = await tabs.count();
    await page.getByTestId('add-tab').click();
    await expect.poll(() => tabs.count()).toBe(before + 1);
    const names = await tabs.allInnerTexts();
    const numbers = names.map((n) => Number(/Untitled Query (\d+)/.exec(n)?.[1] ?? 0));
    expect(names.at(-1)).toBe(`Untitled Query ${Math.max(...numbers.slice(0, -1), 0) + 1}`);
    // The new tab is active and starts from the SELECT template.
    expect(await editorText(page)).toContain('SELECT ...');

    await tabs.last().getByRole('tab').dblclick();
    const input = page.getByLabel('Tab name');
    await input.fill('Revenue by month');
    await input.press('Enter');
    await expect.poll(() => tabs.last().innerText()).toBe('Revenue by month');
    await setEditorText(page, 'SELECT 12 AS months');
    await page.keyboard.press('Control+Enter');
    await expectColumn(page, 'months');
    // The editor/results split moves with the keyboard (and is remembered).
    const handle = page.getByTestId('split-handle');
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe('40');

    await page.getByTestId('add-tab').click();
    await expect.poll(() => tabs.count()).toBe(before + 2);
    const doomed = await tabs.last().innerText();
    await tabs
      .last()
      .getByRole('button', { name: `Close ${doomed}` })
      .click();
    await expect.poll(() => tabs.count()).toBe(before + 1);

    // Let the debounced SQL write land, then reload: tab names, SQL and the active tab come back.
    await page.waitForTimeout(1500);
    await page.reload();
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await expect.poll(() => tabs.allInnerTexts()).toContain('Revenue by month');
    expect(await tabs.allInnerTexts()).not.toContain(doomed);
    await tabs.filter({ hasText: 'Revenue by month' }).getByRole('tab').click();
    await expect.poll(() => editorText(page)).toContain('SELECT 12 AS months');
    // Its last run's rows come back from the results backend, and the split is as it was left.
    await expectColumn(page, 'months');
    await expect.poll(() => page.getByTestId('split-handle').getAttribute('aria-valuenow')).toBe('40');
  });

  it('runs a query opened with autorun at once, and only once', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    const executes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/sqllab/execute/')) executes.push(r.postDataJSON().sql as string);
    });
    const examples = await page.evaluate(async () => {
      const res = await fetch(
        `/api/v1/database/?q=${encodeURIComponent('(filters:!((col:database_name,opr:eq,value:examples)))')}`,
      );
      return ((await res.json()) as { result: { id: number }[] }).result[0]!.id;
    });
    await page.goto(
      `/sqllab/?dbid=${examples}&schema=main&sql=${encodeURIComponent('SELECT 8 AS autorun_e2e')}&autorun=true`,
    );
    await expectColumn(page, 'autorun_e2e');
    expect(executes).toEqual(['SELECT 8 AS autorun_e2e']);
    await page.reload();
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await expectColumn(page, 'autorun_e2e');
    expect(executes).toHaveLength(1);
  });

  it('moves tabs the browser still holds to the server, once', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    const held = {
      tabs: [
        {
          id: 'local-abc',
          name: 'Held in the browser',
          dbId: null,
          catalog: null,
          schema: null,
          sql: 'SELECT 99 AS migrated',
          selectedText: '',
          autorun: false,
          queryLimit: 100,
          templateParams: '',
          latestQueryId: null,
          remoteId: null,
          hideLeftBar: false,
          northPercent: 50,
          southPercent: 50,
          loaded: true,
        },
      ],
      activeTabId: 'local-abc',
      tables: [],
      queries: [],
    };
    await page.evaluate((state) => localStorage.setItem('loupe.sqllab.state', JSON.stringify(state)), held);
    await page.goto('/sqllab/');
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('query-tab').allInnerTexts()).toContain('Held in the browser');
    expect(await page.evaluate(() => localStorage.getItem('loupe.sqllab.state'))).toBeNull();
    const ids = await page.evaluate(
      async () =>
        ((await (await fetch('/api/v1/sqllab/')).json()) as { result: { tab_state_ids: [number, string][] } }).result
          .tab_state_ids,
    );
    expect(ids.filter(([, label]) => label === 'Held in the browser')).toHaveLength(1);
    // A second load does not store it again.
    await page.reload();
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await expect
      .poll(
        async () =>
          (await page.getByTestId('query-tab').allInnerTexts()).filter((n) => n === 'Held in the browser').length,
      )
      .toBe(1);
  });

  it('browses tables: a table expands to its columns with types, and its preview runs in a tab of its own', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, 'examples');
    await expect.poll(() => page.getByTestId('schema-picker').getByRole('combobox').innerText()).toContain('main');
    await page.locator('[data-table="birth_names"]').waitFor({ timeout: 20_000 });
    await page.getByPlaceholder('Filter tables').fill('birth');
    await expect.poll(() => page.getByTestId('table-item').count()).toBe(1);
    const item = page.locator('[data-table="birth_names"]');
    await item.getByRole('button', { name: 'birth_names', exact: true }).click();
    const column = item.getByTestId('table-column').filter({ hasText: 'num_boys' });
    await column.waitFor();
    await expect(column.innerText()).resolves.toMatch(/num_boys\s+BIGINT/i);

    await item.getByRole('button', { name: 'Data preview of birth_names' }).click({ force: true });
    await page.getByRole('tab', { name: 'Preview: birth_names' }).waitFor();
    await expectColumn(page, 'num_boys');
    expect(await gridHeaders(page)).toContain('name');
    await expect.poll(() => page.getByTestId('result-summary').innerText()).toContain('100 rows');

    // Collapsing hides the columns; the left bar hides and comes back.
    await item.getByRole('button', { name: 'birth_names', exact: true }).click();
    await expect.poll(() => item.getByTestId('table-column').count()).toBe(0);
    await page.getByTestId('toggle-leftbar').click();
    await expect.poll(() => page.getByTestId('sqllab-leftbar').count()).toBe(0);
    await page.getByTestId('toggle-leftbar').click();
    await page.getByTestId('sqllab-leftbar').waitFor();
  });
  it('downloads the results as CSV, every row with its header', async () => {
    const page = await e2e.newPage();
    await openSqlLab(page);
    await pickDatabase(page, PG_NAME);
    await setEditorText(page, "SELECT g AS n, 'row ' || g AS label FROM generate_series(1, 250) AS g ORDER BY g");
    // The tab may carry an earlier test's row limit.
    await page.getByTestId('row-limit').selectOption('1000');
    await page.getByTestId('run-query').click();
    await expectColumn(page, 'label');
    await expect.poll(() => page.getByTestId('result-summary').innerText()).toContain('250 rows');
    const download = page.waitForEvent('download');
    await page
      .getByTestId('result-grid')
      .getByRole('button', { name: /Download CSV/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    const lines = text.trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe('n,label');
    expect(lines[1]).toBe('1,row 1');
    expect(lines[250]).toBe('250,row 250');
  });
});
