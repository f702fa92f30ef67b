// Screenshots of every page in both themes, for a person to look at: `npx tsx tests/e2e/screenshots.ts [dir]`
// (default /tmp/shots). Boots its own Loupe with the examples; not a test.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, bootLoupe } from '../harness/boot-loupe.ts';
import { launchBrowser } from './browser.test-support.ts';

const OUT = process.argv[2] ?? '/tmp/shots';
/** Explore opened on a monthly line of sum__num by gender over birth_names (dataset 1 of the examples). */
const EXPLORE_LINE = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: ['sum__num'],
  groupby: ['gender'],
  row_limit: 10000,
};
const PAGES = [
  ['home', '/superset/welcome/'],
  ['sqllab', '/sqllab/'],
  ['explore', '/explore/'],
  ['explore-line', `/explore/?form_data=${encodeURIComponent(JSON.stringify(EXPLORE_LINE))}`],
  ['dashboard', '/superset/dashboard/1/'],
  ['chart-list', '/chart/list/'],
  ['dashboard-list', '/dashboard/list/'],
  ['dataset-list', '/tablemodelview/list/'],
  ['database-list', '/databaseview/list/'],
  ['saved-query-list', '/savedqueryview/list/'],
  ['users-list', '/users/list/'],
  ['roles-list', '/roles/list/'],
  ['rls-list', '/rowlevelsecurity/list/'],
  ['annotation-layer-list', '/annotationlayer/list/'],
  ['user-info', '/user_info/'],
  ['chart-gallery', '/chart/gallery/'],
] as const;

fs.mkdirSync(OUT, { recursive: true });
const loupe = await bootLoupe({ examples: true });
const browser = await launchBrowser();
try {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      baseURL: loupe.url,
      viewport: { width: 1280, height: 800 },
      colorScheme: theme,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && process.stderr.write(`console error: ${m.text()}\n`));
    await page.goto('/login/');
    await page.screenshot({ path: path.join(OUT, `${theme}-login.png`) });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.top-nav').waitFor();
    await page.evaluate((t) => localStorage.setItem('loupe.theme', t), theme);
    for (const [name, url] of PAGES) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(OUT, `${theme}-${name}.png`) });
    }
    await page.goto('/superset/welcome/');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(OUT, `${theme}-palette.png`) });
    await page.keyboard.type('data');
    await page.waitForTimeout(100);
    await page.screenshot({ path: path.join(OUT, `${theme}-palette-filtered.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(OUT, `${theme}-user-menu.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'SQL' }).click();
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(OUT, `${theme}-sql-menu.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(OUT, `${theme}-create-menu.png`) });
    await page.keyboard.press('Escape');
    // SQL Lab with a result in the grid.
    await page.goto('/sqllab/');
    await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 30_000 });
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('SELECT * FROM birth_names ORDER BY num DESC LIMIT 200');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('result-grid').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT, `${theme}-sqllab-results.png`) });
    await page.goto('/tablemodelview/list/');
    await page.getByRole('row').nth(1).getByRole('button').nth(1).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, `${theme}-toast.png`) });
    await context.close();
  }
  process.stdout.write(`screenshots in ${OUT}\n`);
} finally {
  await browser.close();
  await loupe.close();
}
