import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E();

/** Needs the dashboard REST resource (`/api/v1/dashboard/`, branch wt-dash-api) on the same tree. */
describe('the dashboard list in the browser', () => {
  it('creates a dashboard from the list, lists it in the table and as a card, stars and deletes it', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.getByRole('link', { name: 'Dashboards', exact: true }).click();
    await page.waitForURL('**/dashboard/list/');

    // "+ Dashboard": an untitled dashboard, opened in edit mode.
    await page.getByTestId('add-dashboard').first().click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/\?edit=true$/);
    const id = Number(/dashboard\/(\d+)\//.exec(page.url())![1]);

    await page.goto('/dashboard/list/');
    const rows = page.getByTestId('list-row');
    const row = rows.filter({ hasText: '[ untitled dashboard ]' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Draft/);
    await row.getByRole('button', { name: 'Select as favorite' }).click();
    await row.getByRole('button', { name: 'Unselect as favorite' }).waitFor();
    await page.goto('/dashboard/list/');
    await page.getByTestId('filter-favorite').selectOption('true');
    await expect.poll(() => rows.count()).toBe(1);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-list-table.png') });

    await page.getByTestId('view-card').click();
    await page.getByTestId('list-card').first().waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-list-cards.png') });
    const dark = await e2e.newPage({ colorScheme: 'dark' });
    await e2e.login(dark, undefined, undefined, '/dashboard/list/');
    await dark.getByTestId('list-row').first().waitFor();
    await dark.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-list-table-dark.png') });
    await dark.getByTestId('view-card').click();
    await dark.getByTestId('list-card').first().waitFor();
    await dark.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-list-cards-dark.png') });
    await dark.close();

    await page.getByTestId('view-table').click();
    await rows.first().getByTestId('row-delete').click();
    await page.getByRole('dialog').getByRole('textbox').fill('DELETE');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('empty-state').first().waitFor();
    const left = await e2e.loupe.loupe.store.db
      .selectFrom('dashboards' as never)
      .select('id' as never)
      .where('id' as never, '=', id as never)
      .execute();
    expect(left).toEqual([]);
  }, 120_000);
});
