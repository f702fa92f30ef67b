import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

describe('the command palette', () => {
  it('opens with Ctrl+K, filters as you type and navigates on Enter, keyboard only', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search commands' });
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type('saved q');
    await expect(page.getByRole('option').first().textContent()).resolves.toContain('Go to Saved queries');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/savedqueryview/list/');
    await page.getByRole('heading', { name: 'Saved queries', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.title()).toBe('Saved queries · Loupe');
  });

  it('moves with the arrow keys, closes on Escape and keeps focus inside while open', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search commands' }).waitFor();
    const selected = () => page.locator('[role=option][aria-selected=true]').textContent();
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    const second = await selected();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(first);

    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('runs commands: toggle theme from the keyboard', async () => {
    const page = await e2e.newPage({ colorScheme: 'light' });
    await e2e.login(page);
    await page.getByRole('button', { name: 'Search and run commands' }).click();
    await page.keyboard.type('toggle theme');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
  });

  it('says so when nothing matches', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('zzzqqq');
    await page.getByText('No results for “zzzqqq”').waitFor();
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/superset/welcome/');
  });
});
