import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });
const ids: Record<string, number> = {};

const rowNames = (page: Page) => page.getByTestId('list-row').locator('.lp-cell-name').allTextContents();

async function waitForNames(page: Page, expected: string[]) {
  await expect.poll(async () => (await rowNames(page)).sort(), { timeout: 10_000 }).toEqual([...expected].sort());
}

describe('the saved query list', () => {
  beforeAll(async () => {
    const api = await e2e.loupe.login();
    const dbs = await api.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
    const examples = dbs.body.result.find((d) => d.database_name === 'examples')!.id;
    const save = async (label: string, schema: string, sql: string, description = '') => {
      const res = await api.post<{ id: number }>('/api/v1/saved_query/', {
        db_id: examples,
        label,
        schema,
        sql,
        description,
      });
      expect(res.status).toBe(201);
      ids[label] = res.body.id;
    };
    await save(
      'Top names',
      'main',
      'SELECT name, SUM(num) AS total\nFROM main.birth_names\nGROUP BY name\nORDER BY total DESC',
      'the most given names',
    );
    await save(
      'Sales by region',
      'main',
      'SELECT s.region, SUM(f.amount) FROM sales s JOIN facts f ON f.id = s.id GROUP BY 1',
    );
    await save('Scratch one', 'scratch', 'SELECT 1');
    await save('Scratch two', 'scratch', 'SELECT 2');
  });

  it('lists the queries with database, schema and tables, and links each to SQL Lab', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/savedqueryview/list/');
    await page.getByRole('heading', { name: 'Saved queries', level: 1 }).waitFor();
    await waitForNames(page, ['Top names', 'Sales by region', 'Scratch one', 'Scratch two']);
    const row = page.getByTestId('list-row').filter({ hasText: 'Sales by region' });
    const text = await row.textContent();
    expect(text).toContain('examples');
    expect(text).toContain('main');
    expect(text).toContain('sales');
    expect(text).toContain('+1');
    expect(await row.locator('.lp-cell-name').getAttribute('href')).toBe(
      `/sqllab/?savedQueryId=${ids['Sales by region']}`,
    );
    expect(await page.getByTestId('new-query').textContent()).toContain('Query');
  });

  it('filters by search text, schema and database', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/savedqueryview/list/');
    await waitForNames(page, ['Top names', 'Sales by region', 'Scratch one', 'Scratch two']);
    await page.getByTestId('filter-search').fill('most given');
    await waitForNames(page, ['Top names']);
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await waitForNames(page, ['Top names', 'Sales by region', 'Scratch one', 'Scratch two']);
    await page.getByTestId('filter-schema').locator('option[value="scratch"]').waitFor({ state: 'attached' });
    await page.getByTestId('filter-schema').selectOption('scratch');
    await waitForNames(page, ['Scratch one', 'Scratch two']);
    await page.getByTestId('filter-database').selectOption({ label: 'examples' });
    await waitForNames(page, ['Scratch one', 'Scratch two']);
  }, 60_000);

  it('previews the SQL, steps to the next query and offers to open it in SQL Lab', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/savedqueryview/list/?sortColumn=label&sortOrder=asc');
    await waitForNames(page, ['Top names', 'Sales by region', 'Scratch one', 'Scratch two']);
    await page.getByTestId('list-row').filter({ hasText: 'Scratch two' }).getByTestId('row-preview').click();
    const dialog = page.getByRole('dialog', { name: 'Query preview' });
    await expect.poll(() => dialog.getByTestId('query-preview').textContent()).toContain('SELECT 2');
    await dialog.getByTestId('preview-next').click();
    await expect.poll(() => dialog.getByTestId('query-preview').textContent()).toContain('FROM main.birth_names');
    expect(await dialog.getByTestId('preview-next').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('preview-open').getAttribute('href')).toBe(
      `/sqllab/?savedQueryId=${ids['Top names']}`,
    );
    await dialog.getByTestId('preview-previous').click();
    await expect.poll(() => dialog.getByTestId('query-preview').textContent()).toContain('SELECT 2');
  }, 60_000);

  it('stars a favourite and filters on favourites', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/savedqueryview/list/');
    await waitForNames(page, ['Top names', 'Sales by region', 'Scratch one', 'Scratch two']);
    const star = page.getByTestId('list-row').filter({ hasText: 'Scratch one' }).locator('.lp-favorite');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('filter-favorite').selectOption({ label: 'Yes' });
    await waitForNames(page, ['Scratch one']);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
  }, 60_000);

  it('copies a link to the query', async () => {
    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await e2e.login(page, undefined, undefined, '/savedqueryview/list/');
    await page
      .getByTestId('list-row')
      .filter({ hasText: 'Top names' })
      .getByRole('button', { name: 'Copy link' })
      .click();
    await page.locator('.toast__message', { hasText: 'Link Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${e2e.url}/sqllab/?savedQueryId=${ids['Top names']}`,
    );
  });

  it('deletes one query, then several at once, after the typed confirmation', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/savedqueryview/list/');
    await waitForNames(page, ['Top names', 'Sales by region', 'Scratch one', 'Scratch two']);
    await page.getByTestId('list-row').filter({ hasText: 'Sales by region' }).getByTestId('row-delete').click();
    let dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await dialog.getByTestId('confirm-delete').click();
    await page.locator('.toast__message', { hasText: 'Deleted: Sales by region' }).waitFor();
    await waitForNames(page, ['Top names', 'Scratch one', 'Scratch two']);

    await page.getByTestId('bulk-select').click();
    await page.getByRole('checkbox', { name: 'Select Scratch one' }).check();
    await page.getByRole('checkbox', { name: 'Select Scratch two' }).check();
    await page.getByTestId('bulk-delete').click();
    dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await dialog.getByTestId('confirm-delete').click();
    await page.locator('.toast__message', { hasText: /^Deleted: Scratch (one|two), Scratch (one|two)$/ }).waitFor();
    await waitForNames(page, ['Top names']);
    const api = await e2e.loupe.login();
    expect((await api.get<{ count: number }>('/api/v1/saved_query/')).body.count).toBe(1);
  }, 60_000);

  it('wears the dark theme', async () => {
    const page = await e2e.newPage({ colorScheme: 'dark' });
    await e2e.login(page, undefined, undefined, '/savedqueryview/list/');
    await page.getByTestId('list-row').first().waitFor();
    const bg = await page.locator('.lp-list-body').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(23, 27, 34)');
  });
});
