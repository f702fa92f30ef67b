import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

describe('the app shell', () => {
  it('navigates between pages without reloading, with titles, active links and Back', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Charts' }).click();
    await page.waitForURL('**/chart/list/');
    await page.getByRole('heading', { name: 'Charts', level: 1 }).waitFor();
    expect(await page.title()).toBe('Charts · Loupe');
    expect(await nav.getByRole('link', { name: 'Charts' }).getAttribute('data-active')).toBe('true');

    await nav.getByRole('button', { name: 'Data' }).click();
    await page.getByRole('menuitem', { name: 'Datasets' }).click();
    await page.waitForURL('**/tablemodelview/list/');
    await page.getByRole('heading', { name: 'Datasets', level: 1 }).waitFor();
    expect(await page.title()).toBe('Datasets · Loupe');

    await page.goBack();
    await page.getByRole('heading', { name: 'Charts', level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  it('opens a nav menu and follows an entry from the keyboard', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.getByRole('button', { name: 'SQL' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/savedqueryview/list/');
    await page.getByRole('heading', { name: 'Saved queries', level: 1 }).waitFor();
  });

  it('runs a command from the "+" menu', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'SQL query' }).click();
    await page.waitForURL('**/sqllab/');
    await page.getByRole('heading', { name: 'SQL Lab', level: 1 }).waitFor();
  });

  it('shows only what the user holds: sql_lab reads databases but not datasets', async () => {
    await e2e.loupe.loupe.security.users.create({ username: 'sqlonly', password: 'sql-password', roles: ['sql_lab'] });
    const page = await e2e.newPage();
    await e2e.login(page, 'sqlonly', 'sql-password');
    await page.getByRole('button', { name: 'Data' }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Databases']);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search commands' }).waitFor();
    const titles = await page.getByRole('option').allTextContents();
    expect(titles.some((x) => x.includes('Go to Databases'))).toBe(true);
    expect(titles.some((x) => x.includes('Datasets'))).toBe(false);
    expect(titles.some((x) => x.includes('Connect a database'))).toBe(false);
    await page.keyboard.press('Escape');

    // The dataset list is not theirs: the address shows the not-found page, not a broken list.
    await page.goto('/tablemodelview/list/');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
