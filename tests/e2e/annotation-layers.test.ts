import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E();

describe('annotation layers in the browser', () => {
  it('an admin adds a layer from the Manage menu, opens it, adds, edits and deletes an annotation', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);

    // Manage › Annotation Layers.
    await page.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('menuitem', { name: 'Annotation Layers' }).click();
    await page.waitForURL('**/annotationlayer/list/');

    // A layer (the empty list offers the add button in its empty state too).
    await page.getByTestId('add-layer').first().click();
    let dialog = page.getByRole('dialog', { name: 'Add annotation layer' });
    await dialog.getByLabel(/^Annotation layer name/).fill('Releases');
    await dialog.getByLabel(/^Description/).fill('product releases');
    await dialog.getByTestId('layer-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('list-row').filter({ hasText: 'Releases' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('product releases');

    // A second layer with the same name is refused on the field, with Superset's message.
    await page.getByTestId('add-layer').first().click();
    dialog = page.getByRole('dialog', { name: 'Add annotation layer' });
    await dialog.getByLabel(/^Annotation layer name/).fill('Releases');
    await dialog.getByTestId('layer-dialog-save').click();
    await dialog.getByText('Name must be unique').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Its annotations: the name opens them.
    await row.getByRole('link', { name: 'Releases' }).click();
    await page.waitForURL(/\/annotationlayer\/\d+\/annotation\/$/);
    await page.getByText('Annotation Layer Releases').waitFor();
    await page.getByTestId('add-annotation').first().click();
    dialog = page.getByRole('dialog', { name: 'Add annotation' });
    await dialog.getByLabel(/^Name/).fill('v1.0');
    await dialog.getByLabel(/^Start/).fill('2024-03-01T09:30');
    await dialog.getByLabel(/^End/).fill('2024-03-01T09:00');
    await dialog.getByLabel(/^JSON metadata/).fill('{"team": "core"}');
    await dialog.getByTestId('annotation-dialog-save').click();
    // End before start: the server's message, on the start field.
    await dialog.getByText('End date must be after start date').waitFor();
    await dialog.getByLabel(/^End/).fill('2024-03-02T18:00');
    await dialog.getByTestId('annotation-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    const annotation = page.getByTestId('list-row').filter({ hasText: 'v1.0' });
    await annotation.waitFor();
    await expect(annotation.textContent()).resolves.toMatch(/2024-03-01 09:30.*2024-03-02 18:00/);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'annotations-list.png') });
    // The list and the dialog in the dark theme, for a person to look at.
    const dark = await e2e.newPage({ colorScheme: 'dark' });
    await e2e.login(dark, undefined, undefined, new URL(page.url()).pathname);
    await dark.getByTestId('list-row').first().waitFor();
    await dark.getByTestId('add-annotation').first().click();
    await dark.getByRole('dialog', { name: 'Add annotation' }).waitFor();
    await dark.screenshot({ path: path.join(RESULTS_DIR, 'annotations-dialog-dark.png') });
    await dark.close();

    // Edit: the stored JSON metadata comes back into the form.
    await annotation.getByTestId('row-edit').click();
    dialog = page.getByRole('dialog', { name: 'Edit annotation' });
    await expect.poll(() => dialog.getByLabel(/^JSON metadata/).inputValue()).toBe('{"team": "core"}');
    await dialog.getByLabel(/^Name/).fill('v1.0.1');
    await dialog.getByTestId('annotation-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('list-row').filter({ hasText: 'v1.0.1' }).waitFor();

    // The annotation is deleted (typed confirmation), then the emptied layer.
    await page.getByTestId('list-row').filter({ hasText: 'v1.0.1' }).getByTestId('row-delete').click();
    await page.getByRole('dialog').getByRole('textbox').fill('DELETE');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('empty-state').first().waitFor();

    await page.getByTestId('annotations-back').click();
    await page.waitForURL('**/annotationlayer/list/');
    await page.getByTestId('list-row').filter({ hasText: 'Releases' }).getByTestId('row-delete').click();
    await page.getByRole('dialog').getByRole('textbox').fill('DELETE');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('empty-state').first().waitFor();
    expect(await e2e.loupe.loupe.store.db.selectFrom('annotation_layer').select('id').execute()).toEqual([]);
  }, 120_000);
});
