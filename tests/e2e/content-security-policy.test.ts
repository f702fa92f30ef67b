import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

// Every page of the workbench under the Content-Security-Policy Loupe sends (no eval, no inline
// script but the theme script by its hash): not one violation, Monaco and a query run included.
const e2e = useE2E({ examples: true });

/** Waits until the page has settled (its requests done), then asserts it met no CSP violation. */
async function expectNoViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await e2e.takeCspViolations(page)).toEqual([]);
}

describe('the Content-Security-Policy in Chromium', () => {
  it('is enforced, and a violation is seen (the check below can fail)', async () => {
    const page = await e2e.newPage();
    await page.goto('/login/');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.head.append(s);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    const violations = await e2e.takeCspViolations(page);
    expect(violations.join('\n')).toMatch(/script-src-elem \| inline/);
  });

  it('lets every page of the workbench load without a violation', { timeout: 120_000 }, async () => {
    const page = await e2e.newPage();
    await page.goto('/login/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoViolations(page);

    await e2e.login(page);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await expectNoViolations(page);

    for (const [url, heading] of [
      ['/chart/list/', 'Charts'],
      ['/dashboard/list/', 'Dashboards'],
      ['/tablemodelview/list/', 'Datasets'],
      ['/databaseview/list/', 'Databases'],
      ['/savedqueryview/list/', 'Saved queries'],
      ['/users/list/', 'List Users'],
      ['/roles/list/', 'List Roles'],
      ['/rowlevelsecurity/list/', 'Row Level Security'],
    ] as const) {
      await page.goto(url);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expectNoViolations(page);
    }

    for (const url of ['/explore/', '/superset/dashboard/1/', '/user_info/']) {
      await page.goto(url);
      await page.locator('.top-nav').waitFor();
      await expectNoViolations(page);
    }

    // The OpenAPI document's Swagger UI (@fastify/swagger-ui's own page, not the workbench's).
    await page.goto('/swagger/v1');
    await page.locator('.swagger-ui .info .title').waitFor();
    await expectNoViolations(page);
  });

  it("edits a dashboard's JSON metadata in Monaco, its JSON worker started, without a violation", async () => {
    const admin = await e2e.loupe.login();
    const created = await admin.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'CSP properties' });
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, `/superset/dashboard/${created.body.id}/`);
    await page.locator('[data-test="actions-trigger"]').click();
    await page.locator('.menu[data-state="open"] [data-test="header-menu-properties"]').click();
    const json = page.locator('[data-test="dashboard-metadata-editor"] .monaco-editor');
    await json.locator('.view-lines').waitFor({ timeout: 30_000 });
    await json.locator('.view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x');
    // The JSON language service (in its own module worker) marks the error in the editor.
    await expect
      .poll(() => page.workers().map((w) => new URL(w.url()).pathname))
      .toContainEqual(expect.stringMatching(/^\/static\/assets\/json\.worker-.*\.js$/));
    await json.locator('.squiggly-error').first().waitFor({ timeout: 30_000 });
    await page.getByText('JSON metadata is invalid').waitFor();
    await expectNoViolations(page);
  });

  it('runs SQL Lab with Monaco and its worker, a query and a CSV download without a violation', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/sqllab/');
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await page.getByTestId('database-picker').getByRole('combobox').click();
    await page.getByRole('option', { name: /examples/ }).click();
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    // The Cyrillic `е` in 'lеns' is one Monaco highlights as confusable, which it works out in its
    // worker (a module worker from Loupe): the worker starts under the policy too.
    await page.keyboard.type("SELECT 6 * 7 AS answer, 'l\u0435ns' AS word");
    await page.keyboard.press('Escape');
    await page.getByTestId('run-query').click();
    const grid = page.getByTestId('result-grid');
    await expect.poll(() => grid.innerText(), { timeout: 30_000 }).toContain('42');
    await expect
      .poll(() => page.workers().map((w) => new URL(w.url()).pathname))
      .toContainEqual(expect.stringMatching(/^\/static\/assets\/editor\.worker-.*\.js$/));
    await expectNoViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expectNoViolations(page);
  });
});
