import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });
const VIRTUAL = 27;

const names = (page: Page) => page.getByTestId('list-row').locator('.lp-cell-name').allTextContents();
const range = (page: Page) => page.getByTestId('list-range').textContent();

async function waitForRows(page: Page, expected: (rows: string[]) => boolean): Promise<string[]> {
  let rows: string[] = [];
  for (let i = 0; i < 50; i++) {
    rows = await names(page);
    if (expected(rows)) return rows;
    await page.waitForTimeout(100);
  }
  throw new Error(`rows never matched: ${rows.join(', ')}`);
}

describe('the generic list page (datasets)', () => {
  beforeAll(async () => {
    // Enough virtual datasets beside the 4 examples to need a second page of 25.
    const api = await e2e.loupe.login();
    const dbs = await api.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
    const examples = dbs.body.result.find((d) => d.database_name === 'examples')!;
    for (let i = 1; i <= VIRTUAL; i++) {
      const res = await api.post('/api/v1/dataset/', {
        database: examples.id,
        schema: 'main',
        table_name: `virtual_${String(i).padStart(2, '0')}`,
        sql: `SELECT ${i} AS n`,
      });
      expect(res.status).toBe(201);
    }
  }, 120_000);

  it('pages by 25, newest change first, and keeps the page in the address (back works)', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/');
    await page.getByRole('heading', { name: 'Datasets', level: 1 }).waitFor();
    await expect(range(page)).resolves.toBe(`1-25 of ${VIRTUAL + 4}`);
    const first = await names(page);
    expect(first).toHaveLength(25);
    // Created last, changed last: the newest virtual dataset leads.
    expect(first[0]).toBe(`virtual_${VIRTUAL}`);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/pageIndex=1/);
    await expect(range(page)).resolves.toBe(`26-${VIRTUAL + 4} of ${VIRTUAL + 4}`);
    const second = await waitForRows(page, (r) => r.length === VIRTUAL + 4 - 25);
    expect(second.some((n) => first.includes(n))).toBe(false);

    await page.goBack();
    await waitForRows(page, (r) => r.length === 25);
    expect(new URL(page.url()).searchParams.get('pageIndex')).toBeNull();
  });

  it('sorts on the server by a column header, both ways', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/');
    await page.getByTestId('list-row').first().waitFor();
    const header = page.getByRole('columnheader', { name: /Name/ });
    await header.getByRole('button').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    const asc = await waitForRows(page, (r) => r[0] === 'birth_names');
    expect(asc.slice(0, 3)).toEqual(['birth_names', 'facts', 'sales']);
    expect(new URL(page.url()).searchParams.get('sortColumn')).toBe('table_name');

    // From the keyboard: the header is a button.
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(header.getAttribute('aria-sort')).resolves.toBe('descending');
    const desc = await waitForRows(page, (r) => r[0] === 'wide_table');
    expect(desc.slice(0, 2)).toEqual(['wide_table', `virtual_${VIRTUAL}`]);
  });

  it('filters by text and by select, says when nothing matches, and clears', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/');
    await page.getByTestId('list-row').first().waitFor();

    await page.getByTestId('filter-search').fill('birth');
    await waitForRows(page, (r) => r.length === 1);
    expect(await names(page)).toEqual(['birth_names']);
    expect(page.url()).toContain('filters=');

    // The address alone restores the filter.
    await page.reload();
    await waitForRows(page, (r) => r.length === 1 && r[0] === 'birth_names');
    await expect(page.getByTestId('filter-search').inputValue()).resolves.toBe('birth');

    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await page.getByTestId('filter-type').selectOption({ label: 'Physical' });
    const physical = await waitForRows(page, (r) => r.length === 4);
    expect([...physical].sort()).toEqual(['birth_names', 'facts', 'sales', 'wide_table']);

    await page.getByTestId('filter-search').fill('no-such-dataset');
    await page.getByText('No results match your filter criteria').waitFor();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await waitForRows(page, (r) => r.length === 25);
  });

  it('bulk-deletes after the user types DELETE, with the spec’s toast', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/?filters=(search:virtual_0)');
    await waitForRows(page, (r) => r.length === 9);
    await page.getByTestId('bulk-select').click();
    await page.getByRole('checkbox', { name: 'Select virtual_01' }).check();
    await page.getByRole('checkbox', { name: 'Select virtual_02' }).check();
    await expect(page.getByTestId('bulk-count').textContent()).resolves.toBe('2 Selected');
    await page.getByTestId('bulk-delete').click();

    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.waitFor();
    const confirm = dialog.getByTestId('confirm-delete');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await confirm.click();
    await page.locator('.toast__message', { hasText: /^Deleted: virtual_0[12], virtual_0[12]$/ }).waitFor();
    await waitForRows(page, (r) => r.length === 7);
    expect(await names(page)).not.toContain('virtual_01');
  });

  it('selects the whole page at once and wears the dark theme', async () => {
    const page = await e2e.newPage({ colorScheme: 'dark' });
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/');
    await page.getByTestId('list-row').first().waitFor();
    await page.getByTestId('bulk-select').click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(page.getByTestId('bulk-count').textContent()).resolves.toBe('25 Selected');
    const bg = await page.locator('.lp-list-body').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(23, 27, 34)');
  });

  it('hides write actions from a user without can_write (read from _info)', async () => {
    await e2e.loupe.loupe.security.users.create({ username: 'gail', password: 'gail-password', roles: ['Gamma'] });
    const page = await e2e.newPage();
    const info = page.waitForResponse((r) => r.url().includes('/api/v1/dataset/_info'));
    await e2e.login(page, 'gail', 'gail-password', '/tablemodelview/list/');
    expect(await (await info).json()).toEqual({ permissions: ['can_get_drill_info', 'can_read'] });
    await page.getByRole('heading', { name: 'Datasets', level: 1 }).waitFor();
    // Gamma reads datasets it has access to (none here): the empty state, without create or delete.
    await page.getByText('No datasets yet').waitFor();
    expect(await page.getByTestId('add-dataset').count()).toBe(0);
    expect(await page.getByTestId('bulk-select').count()).toBe(0);
  });
});
