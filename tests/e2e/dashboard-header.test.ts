import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDashboard, makeCharts } from './dashboard-view.test-support.ts';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

const tile = (page: Page, chartId: number) => page.locator(`[data-test-chart-id="${chartId}"]`);
const tileLoaded = (page: Page, chartId: number) =>
  expect.poll(() => tile(page, chartId).getAttribute('data-tile-status'), { timeout: 30_000 }).toBe('loaded');
const openMenu = async (page: Page) => {
  await page.locator('[data-test="actions-trigger"]').click();
  await page.locator('.menu[data-state="open"] [data-test="header-menu-refresh"]').waitFor();
};
const menuItem = (page: Page, value: string) =>
  page.locator(`.menu[data-state="open"] [data-test="header-menu-${value}"]`);

/** The first bytes of a file the browser downloaded. */
async function downloaded(page: Page, value: string): Promise<{ name: string; head: string }> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await openMenu(page);
  await menuItem(page, value).click();
  const d = await download;
  const file = await d.path();
  const bytes = await readFile(file);
  return { name: d.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
}

describe("the dashboard header's menu in view mode", () => {
  it('downloads PNG and PDF, copies a permalink that opens, shows Performance and edits properties', async () => {
    const page = await e2e.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await e2e.login(page);
    const admin = await e2e.loupe.login();
    const charts = await makeCharts(page, admin);
    const [big, pie, line] = charts.map((c) => c.id) as [number, number, number];
    const dash = await createDashboard(page, charts, 'births-header');

    await page.goto(`/superset/dashboard/${dash.id}/`);
    await tileLoaded(page, big);
    await page.getByRole('tab', { name: 'Breakdown' }).click();
    await tileLoaded(page, pie);
    await tileLoaded(page, line);

    // The menu, as Superset's view-mode "…" menu, with our Performance.
    await openMenu(page);
    const labels = await page.locator('.menu[data-state="open"] [role="menuitem"]').allTextContents();
    expect(labels).toEqual([
      'Refresh dashboard',
      'Set auto-refresh interval',
      'Enter fullscreen',
      'Edit properties',
      'Download as image',
      'Download as PDF',
      'Copy permalink to clipboard',
      'Share permalink by email',
      'Performance',
      'Delete',
    ]);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-header-menu.png') });
    await page.keyboard.press('Escape');

    // Downloads: the server draws the dashboard; the file is a real PNG / PDF.
    const png = await downloaded(page, 'download-png');
    expect(png).toEqual({ name: 'births-header.png', head: '\x89PNG' });
    const pdf = await downloaded(page, 'download-pdf');
    expect(pdf).toEqual({ name: 'births-header.pdf', head: '%PDF' });
    // The "Downloading…" toasts stay only while the server draws.
    await page.getByText('Downloading the dashboard as PDF…').waitFor({ state: 'detached' });
    expect(await page.getByText('Downloading the dashboard as an image…').count()).toBe(0);

    // A failed download says why, and saves nothing.
    await page.route(/\/api\/v1\/dashboard\/\d+\/download\//, (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: '{"message":"Renderer unavailable"}' }),
    );
    let saved = 0;
    page.on('download', () => saved++);
    await openMenu(page);
    await menuItem(page, 'download-png').click();
    await page.getByText('The dashboard could not be downloaded: Renderer unavailable').waitFor();
    expect(saved).toBe(0);
    await page.unroute(/\/api\/v1\/dashboard\/\d+\/download\//);
    await page.locator('.toast--danger button').first().click();

    // Share: the permalink of the dashboard as shown (the Breakdown tab) goes to the clipboard.
    await openMenu(page);
    await menuItem(page, 'share-copy').click();
    await page.getByText('Copied to clipboard!').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);

    // Performance: one row per tile that loaded, with time, cache and size.
    await openMenu(page);
    await menuItem(page, 'performance').click();
    const panel = page.getByRole('dialog', { name: 'Performance' });
    await panel.waitFor();
    const rows = panel.locator('tbody tr[data-tile-id]');
    await expect.poll(() => rows.count()).toBe(3);
    expect((await panel.locator('tbody th').allTextContents()).map((s) => s.replace(/shared$/, '')).sort()).toEqual(
      ['Births (all time)', 'Births by gender', 'Births over time'].sort(),
    );
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents();
      expect(cells[1]).toMatch(/\d+(\.\d+)? ?m?s/);
      expect(cells[2]).toMatch(/^(hit|miss|mixed)$/);
      expect(cells[3]).toMatch(/\d/);
    }
    await page.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-header-performance.png') });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // Edit properties from view mode: saved at once, the title changes without a reload.
    await openMenu(page);
    await menuItem(page, 'properties').click();
    const title = page.locator('[data-test="dashboard-title-input"]');
    await title.fill('Births, renamed');
    // The JSON metadata is edited in Monaco (JSON mode); invalid JSON shows the message and disables Save.
    const json = page.locator('[data-test="dashboard-metadata-editor"] .monaco-editor');
    await json.waitFor({ timeout: 30_000 });
    const saveProps = page.getByRole('button', { name: 'Save', exact: true });
    expect((await json.locator('.view-lines').innerText()).trim()).toMatch(/^\{/);
    await json.locator('.view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x');
    await page.getByText('JSON metadata is invalid').waitFor();
    expect(await saveProps.isDisabled()).toBe(true);
    await page.keyboard.press('Backspace');
    await page.getByText('JSON metadata is invalid').waitFor({ state: 'detached' });
    expect(await saveProps.isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-header-properties.png') });
    await saveProps.click();
    await page.getByRole('heading', { name: 'Births, renamed', level: 1 }).waitFor();
    await title.waitFor({ state: 'detached' });
    const stored = await admin.get<{ result: { dashboard_title: string } }>(`/api/v1/dashboard/${dash.id}`);
    expect(stored.body.result.dashboard_title).toBe('Births, renamed');
    expect(await page.locator('[data-test="header-save-button"]').count()).toBe(0);

    // The permalink opens the dashboard on the tab it was taken on.
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Births, renamed', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'Breakdown' }).getAttribute('aria-selected')).toBe('true');

    // The page logged its events: mount_dashboard and render_chart (with the planner's timings).
    await expect
      .poll(
        async () => {
          const res = await admin.get<{ result: { json: string }[] }>(
            `/api/v1/log/?q=${encodeURIComponent(`(filters:!((col:dashboard_id,opr:eq,value:${dash.id})),page_size:100)`)}`,
          );
          return res.body.result.map((r) => (JSON.parse(r.json) as { event_name?: string }).event_name);
        },
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining(['mount_dashboard', 'render_chart']));
    expect(await page.locator('.toast--danger').count()).toBe(0);
  }, 180_000);
});
