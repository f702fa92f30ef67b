import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { examplesDatabase, userWith } from '../harness/role-users.ts';
import { useE2E } from './use-e2e.test-support.ts';

// SQL Lab's menu entries, command and page follow the permission: Alpha and Gamma hold none of
// SQL Lab's pairs (Superset's SQLLAB_ONLY_PERMISSIONS), a Gamma who is also sql_lab and may use
// the examples database opens SQL Lab and runs a query on it.
const e2e = useE2E({ examples: true });
let examplesId: number;

beforeAll(async () => {
  const examples = await examplesDatabase(e2e.loupe);
  examplesId = examples.id;
  await userWith(e2e.loupe, 'perm_alpha', ['Alpha']);
  await userWith(e2e.loupe, 'perm_gamma', ['Gamma']);
  await userWith(e2e.loupe, 'perm_lab', ['Gamma', 'sql_lab'], [examples.perm]);
}, 60_000);

async function commandTitles(page: Page): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search commands' }).waitFor();
  const titles = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return titles;
}

describe('SQL Lab follows the permission', () => {
  for (const username of ['perm_alpha', 'perm_gamma']) {
    it(`${username}: no SQL menu, no "SQL query" command, and /sqllab/ is not found`, async () => {
      const page = await e2e.newPage();
      await e2e.login(page, username, `${username}-password`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Charts' }).waitFor();
      expect(await nav.getByRole('button', { name: 'SQL' }).count()).toBe(0);
      expect((await commandTitles(page)).some((x) => x.includes('SQL query'))).toBe(false);
      await page.goto('/sqllab/');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByTestId('sqllab-page').count()).toBe(0);
    });
  }

  it('Gamma + sql_lab with access to examples: the menu opens SQL Lab, which runs a query on examples', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, 'perm_lab', 'perm_lab-password');
    await page.getByRole('button', { name: 'SQL' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['SQL Lab', 'Saved queries']);
    await page.keyboard.press('Escape');
    await page.goto(`/sqllab/?dbid=${examplesId}&sql=${encodeURIComponent('SELECT 40 + 2 AS answer')}`);
    await page.getByTestId('editor-save').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'SQL Lab', level: 1 }).waitFor();
    const execute = page.waitForResponse((r) => r.url().includes('/api/v1/sqllab/execute/'));
    await page.getByTestId('run-query').click();
    expect((await execute).status()).toBeLessThan(300);
    await expect.poll(() => page.getByTestId('result-grid').innerText(), { timeout: 30_000 }).toContain('42');
  });
});
