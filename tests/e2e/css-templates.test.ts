import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E();

describe('CSS templates in the browser', () => {
  it('an admin adds a template from the Manage menu, edits and deletes it', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);

    await page.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('menuitem', { name: 'CSS Templates' }).click();
    await page.waitForURL('**/csstemplatemodelview/list/');

    // A name is required; then the template is added.
    await page.getByTestId('add-css-template').first().click();
    let dialog = page.getByRole('dialog', { name: 'Add CSS template' });
    await dialog.getByLabel(/^CSS$/).fill('.dashboard-header { color: teal; }');
    await dialog.getByTestId('css-dialog-save').click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel(/^CSS template name/).fill('Teal headers');
    await dialog.getByTestId('css-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('list-row').filter({ hasText: 'Teal headers' });
    await row.waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'css-templates-list.png') });

    // Edit: the stored CSS comes back into the form.
    await row.getByTestId('row-edit').click();
    dialog = page.getByRole('dialog', { name: 'Edit CSS template' });
    await expect.poll(() => dialog.getByLabel(/^CSS$/).inputValue()).toBe('.dashboard-header { color: teal; }');
    await page.screenshot({ path: path.join(RESULTS_DIR, 'css-templates-dialog.png') });
    await dialog.getByLabel(/^CSS template name/).fill('Teal titles');
    await dialog.getByTestId('css-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('list-row').filter({ hasText: 'Teal titles' }).waitFor();

    const dark = await e2e.newPage({ colorScheme: 'dark' });
    await e2e.login(dark, undefined, undefined, '/csstemplatemodelview/list/');
    await dark.getByTestId('list-row').first().waitFor();
    await dark.screenshot({ path: path.join(RESULTS_DIR, 'css-templates-list-dark.png') });
    await dark.getByTestId('row-edit').first().click();
    await dark.getByRole('dialog', { name: 'Edit CSS template' }).waitFor();
    await dark.screenshot({ path: path.join(RESULTS_DIR, 'css-templates-dialog-dark.png') });
    await dark.close();

    await page.getByTestId('list-row').filter({ hasText: 'Teal titles' }).getByTestId('row-delete').click();
    await page.getByRole('dialog').getByRole('textbox').fill('DELETE');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('empty-state').first().waitFor();
    expect(
      await e2e.loupe.loupe.store.db
        .selectFrom('css_templates' as never)
        .select('id' as never)
        .execute(),
    ).toEqual([]);
  }, 120_000);
});
