import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, bootLoupe } from '../harness/boot-loupe.ts';
import { launchBrowser } from './browser.ts';

const OUT = process.argv[2] ?? '/tmp/w2';
fs.mkdirSync(OUT, { recursive: true });
const loupe = await bootLoupe({ examples: true });
const browser = await launchBrowser();
try {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: loupe.url, viewport: { width: 1280, height: 800 }, colorScheme: theme });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && process.stderr.write(`console error: ${m.text()}\n`));
    page.on('response', (r) => r.status() >= 400 && process.stderr.write(`${r.status()} ${r.url()}\n`));
    await page.goto('/login/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.top-nav').waitFor();
    await page.evaluate((t) => localStorage.setItem('loupe.theme', t), theme);
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(OUT, `${theme}-${name}.png`) });
    };
    await page.goto('/superset/welcome/');
    await shot('home');
    await page.goto('/databaseview/list/');
    await shot('database-list');
    await page.getByTestId('add-database').click();
    await shot('database-dialog');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await shot('database-dialog-advanced');
    await page.keyboard.press('Escape');
    await page.goto('/tablemodelview/list/');
    await shot('dataset-list');
    await page.getByTestId('bulk-select').click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await shot('dataset-bulk');
    await page.getByTestId('bulk-delete').click();
    await shot('dataset-bulk-confirm');
    await page.keyboard.press('Escape');
    await page.getByTestId('bulk-select').click();
    await page.getByTestId('row-edit').first().click();
    await shot('dataset-edit');
    await page.getByTestId('tab-metrics').click();
    await shot('dataset-edit-metrics');
    await page.keyboard.press('Escape');
    await page.getByTestId('add-dataset').click();
    await shot('dataset-create');
    await page.keyboard.press('Escape');
    await page.goto('/tablemodelview/list/?filters=(search:zzzz)');
    await shot('dataset-no-results');
    await context.close();
  }
  process.stdout.write(`screenshots in ${OUT}\n`);
} finally {
  await browser.close();
  await loupe.close();
}
