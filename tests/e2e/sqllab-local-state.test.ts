import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

// With SQLLAB_BACKEND_PERSISTENCE off, SQL Lab keeps its tabs in the browser alone: nothing goes
// to /tabstateview/, and the tabs, their SQL and the active tab survive a reload.
const e2e = useE2E({ examples: true, config: { featureFlags: { SQLLAB_BACKEND_PERSISTENCE: false } } });

async function typeSql(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

describe('SQL Lab without backend persistence', () => {
  it('keeps tabs in the browser and restores them after a reload', async () => {
    const page = await e2e.newPage();
    const tabStateCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/(tabstateview|tableschemaview)\//.test(r.url())) tabStateCalls.push(`${r.method()} ${r.url()}`);
    });
    await e2e.login(page, undefined, undefined, '/sqllab/');
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    const tabs = page.getByTestId('query-tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Untitled Query 1']);

    await page.getByTestId('add-tab').click();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Untitled Query 1', 'Untitled Query 2']);
    await tabs.last().getByRole('tab').dblclick();
    await page.getByLabel('Tab name').fill('Local only');
    await page.getByLabel('Tab name').press('Enter');
    await typeSql(page, 'SELECT 7 AS kept_locally');
    // A run in this tab is part of the restored state too.
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('result-grid').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1200);

    const stored = await page.evaluate(() => localStorage.getItem('loupe.sqllab.state'));
    expect(stored).toContain('Local only');
    expect(stored).toContain('SELECT 7 AS kept_locally');

    await page.reload();
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Untitled Query 1', 'Local only']);
    // The tab that was active is active again, with its text.
    await expect
      .poll(async () => (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\u00a0/g, ' '))
      .toContain('SELECT 7 AS kept_locally');
    expect(await tabs.last().getByRole('tab').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Query history' }).click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(1);
    expect(tabStateCalls).toEqual([]);
  });
});
