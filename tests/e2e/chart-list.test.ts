import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { datasetId, referenceBody } from '../integration/chart-data/chart-data.test-support.ts';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

/** A POST from the page, as the app makes it (session cookie, CSRF token): the new id. */
async function postFromPage(page: Page, url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, body }) => {
      const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.result, accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
    { url, body },
  );
}

describe('the chart list in the browser', () => {
  it('lists charts in the table and as cards, filters, stars, edits properties and bulk deletes', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    const admin = await e2e.loupe.login();
    // The first start saved the example charts (for the Births dashboard): this test starts from none.
    const examples = await admin.get<{ ids: number[] }>('/api/v1/chart/?q=(page_size:100)');
    if (examples.body.ids.length) {
      const gone = await admin.delete(`/api/v1/chart/?q=!(${examples.body.ids.join(',')})`);
      expect(gone.status).toBe(200);
    }
    const ds = await datasetId(admin, 'birth_names');
    const qc = referenceBody('06_big_number_total.json', ds);
    const chart = (slice_name: string, viz_type: string) => ({
      slice_name,
      viz_type,
      datasource_id: ds,
      datasource_type: 'table',
      params: JSON.stringify({ ...(qc.form_data as object), viz_type }),
      query_context: JSON.stringify(qc),
    });
    await postFromPage(page, '/api/v1/chart/', chart('Total births', 'big_number_total'));
    await postFromPage(page, '/api/v1/chart/', chart('Births by state', 'pie'));

    // The table: the catalogue's names for the types, the dataset, newest first.
    await page.goto('/chart/list/');
    const rows = page.getByTestId('list-row');
    await rows.first().waitFor();
    await expect(rows.allTextContents()).resolves.toEqual([
      expect.stringMatching(/Births by state.*Pie Chart.*birth_names/),
      expect.stringMatching(/Total births.*Big Number.*birth_names/),
    ]);

    // The all-text search and the favourite star and filter.
    await page.getByTestId('filter-search').fill('total');
    await page.getByTestId('filter-search').press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('button', { name: 'Select as favorite' }).click();
    await rows.first().getByRole('button', { name: 'Unselect as favorite' }).waitFor();
    await page.goto('/chart/list/');
    await page.getByTestId('filter-favorite').selectOption('true');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Total births')]);
    await page.goto('/chart/list/');

    // Edit properties: rename and certify; the certification shows beside the name.
    await rows.filter({ hasText: 'Births by state' }).getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Chart Properties' });
    await expect.poll(() => dialog.getByLabel(/^Name/).inputValue()).toBe('Births by state');
    await dialog.getByLabel(/^Name/).fill('Births per state');
    await dialog.getByLabel(/^Certified by/).fill('Data team');
    await dialog.getByLabel(/^Cache timeout/).fill('soon');
    await dialog.getByTestId('chart-properties-save').click();
    await dialog.getByText('Not a valid integer.').waitFor();
    await dialog.getByLabel(/^Cache timeout/).fill('600');
    await dialog.getByTestId('chart-properties-save').click();
    await dialog.waitFor({ state: 'detached' });
    const renamed = rows.filter({ hasText: 'Births per state' });
    await renamed.waitFor();
    await renamed.getByLabel('Certified by Data team').waitFor();

    // Cards: one per chart, each with its thumbnail (drawn by the server) or the placeholder.
    await page.getByTestId('view-card').click();
    const cards = page.getByTestId('list-card');
    await expect.poll(() => cards.count()).toBe(2);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('[data-testid=list-card] img')].every((i) => i.complete),
        ),
      )
      .toBe(true);
    await expect(
      page
        .getByTestId('chart-thumbnail')
        .count()
        .then(async (n) => n + (await page.getByTestId('chart-thumbnail-placeholder').count())),
    ).resolves.toBe(2);
    await page.getByTestId('card-sort').selectOption({ label: 'Alphabetical' });
    await expect
      .poll(() => cards.locator('.chart-card__title').allTextContents())
      .toEqual(['Births per state', 'Total births']);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'chart-list-cards.png') });
    // The same cards in the dark theme, for a person to look at.
    const dark = await e2e.newPage({ colorScheme: 'dark' });
    await e2e.login(dark, undefined, undefined, '/chart/list/');
    await dark.getByTestId('view-card').click();
    await dark.getByTestId('list-card').nth(1).waitFor();
    await dark.screenshot({ path: path.join(RESULTS_DIR, 'chart-list-cards-dark.png') });

    // Bulk delete from the cards.
    await page.getByTestId('bulk-select').click();
    await cards.first().getByRole('checkbox').check();
    await cards.nth(1).getByRole('checkbox').check();
    await page.getByTestId('bulk-delete').click();
    await page.getByRole('dialog').getByRole('textbox').fill('DELETE');
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId('empty-state').first().waitFor();
    expect(await e2e.loupe.loupe.store.db.selectFrom('slices').select('id').execute()).toEqual([]);
  }, 180_000);
});
