import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true, config: { featureFlags: { EMBEDDED_SUPERSET: true } } });

async function openEmbed(page: Page): Promise<void> {
  await page.locator('[data-test="actions-trigger"]').click();
  await page.locator('.menu[data-state="open"] [data-test="header-menu-embed"]').click();
  await page.getByRole('dialog', { name: 'Embed' }).waitFor();
}

describe('Embed dashboard (EMBEDDED_SUPERSET)', () => {
  it('enables embedding with a domain, keeps it over a reload, then deactivates it', async () => {
    const api = await e2e.loupe.login();
    const list = await api.get<{ result: { id: number; dashboard_title: string }[] }>('/api/v1/dashboard/');
    const dash = list.body.result[0]!;
    expect((await api.get(`/api/v1/dashboard/${dash.id}/embedded`)).status).toBe(404);

    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await e2e.login(page);
    await page.goto(`/superset/dashboard/${dash.id}/`);
    await page.getByRole('heading', { name: dash.dashboard_title, level: 1 }).waitFor();

    await openEmbed(page);
    const dialog = page.getByRole('dialog', { name: 'Embed' });
    await dialog.getByText('Configure this dashboard to embed it into an external web application.').waitFor();
    await dialog.getByLabel('Allowed Domains (comma separated)').fill('https://host.example, https://b.example');
    await dialog.getByRole('button', { name: 'Enable embedding' }).click();
    await page.getByText('Changes saved.').waitFor();
    const uuid = (await dialog.locator('[data-test="embed-uuid"]').textContent())!;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    await dialog
      .getByText('This dashboard is ready to embed. In your application, pass the following id to the SDK:')
      .waitFor();
    // Nothing changed yet: "Save changes" waits for an edit.
    expect(await dialog.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uuid);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-embed-modal.png') });

    const saved = await api.get<{ result: { uuid: string; allowed_domains: string[]; dashboard_id: string } }>(
      `/api/v1/dashboard/${dash.id}/embedded`,
    );
    expect(saved.body.result).toMatchObject({
      uuid,
      allowed_domains: ['https://host.example', 'https://b.example'],
      dashboard_id: String(dash.id),
    });

    // After a reload the dialog reads the saved embedding.
    await page.reload();
    await page.getByRole('heading', { name: dash.dashboard_title, level: 1 }).waitFor();
    await openEmbed(page);
    await expect.poll(() => dialog.locator('[data-test="embed-uuid"]').textContent()).toBe(uuid);
    expect(await dialog.getByLabel('Allowed Domains (comma separated)').inputValue()).toBe(
      'https://host.example, https://b.example',
    );

    // Deactivate asks first, then removes the configuration.
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.getByText('This will remove your current embed configuration.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Embedding deactivated.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await api.get(`/api/v1/dashboard/${dash.id}/embedded`)).status).toBe(404);
  }, 120_000);
});
