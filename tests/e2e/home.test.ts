import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

describe('home (/superset/welcome/)', () => {
  it('shows the activity lists: 5 created, at most 3 edited, and quiet empty states for the rest', async () => {
    const api = await e2e.loupe.login();
    const dbs = await api.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
    const examples = dbs.body.result.find((d) => d.database_name === 'examples')!;
    for (let i = 1; i <= 6; i++) {
      expect(
        (
          await api.post('/api/v1/dataset/', {
            database: examples.id,
            schema: 'main',
            table_name: `home_${i}`,
            sql: `SELECT ${i} AS n`,
          })
        ).status,
      ).toBe(201);
    }

    const page = await e2e.newPage();
    await e2e.login(page);
    expect(new URL(page.url()).pathname).toBe('/superset/welcome/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

    const recents = page.getByTestId('home-recents');
    // Viewed comes first now that the log serves recent activity; nothing viewed yet.
    await expect(recents.getByRole('tab', { name: 'Viewed' }).getAttribute('aria-selected')).resolves.toBe('true');
    await recents.getByRole('tab', { name: 'Created' }).click();
    const items = recents.locator('.home-item__title');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(['home_6', 'home_5', 'home_4', 'home_3', 'home_2']);

    // Keyboard: arrows move between the tabs, which switch the list.
    await recents.getByRole('tab', { name: 'Created' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => recents.getByRole('tab', { name: 'Edited' }).getAttribute('aria-selected')).toBe('true');
    await recents.locator('.home-item__title').first().waitFor();
    await expect
      .poll(() => recents.locator('.home-item__title').allTextContents())
      .toEqual(['home_6', 'home_5', 'home_4']);

    // Empty lists are quiet empty states, never errors.
    await page.getByTestId('home-dashboards').getByText("You don't have any favorites yet!").waitFor();
    // The examples' charts show under Other, newest first, as the chart list answers them.
    const exampleCharts = await api.get<{ result: { slice_name: string }[] }>(
      '/api/v1/chart/?q=(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:5)',
    );
    expect(exampleCharts.body.result.length).toBeGreaterThan(0);
    const charts = page.getByTestId('home-charts');
    await charts.getByRole('tab', { name: 'Other' }).click();
    await expect
      .poll(() => charts.locator('.home-item__title').allTextContents())
      .toEqual(exampleCharts.body.result.map((c) => c.slice_name));
    await page.getByTestId('home-saved_queries').getByText('No saved queries yet').waitFor();
    expect(await page.locator('.toast--danger').count()).toBe(0);
  });

  it('remembers the chosen tab and links items to their pages', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    const recents = page.getByTestId('home-recents');
    await recents.getByRole('tab', { name: 'Edited' }).click();
    await page.reload();
    await expect(recents.getByRole('tab', { name: 'Edited' }).getAttribute('aria-selected')).resolves.toBe('true');
    const first = recents.locator('.home-item__title').first();
    await first.waitFor();
    await expect(first.getAttribute('href')).resolves.toMatch(/^\/explore\/\?datasource_type=table&datasource_id=\d+$/);
  });

  it("lists the user's saved queries under Mine, linked to SQL Lab", async () => {
    const api = await e2e.loupe.login();
    const dbs = await api.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
    const examples = dbs.body.result.find((d) => d.database_name === 'examples')!;
    const saved = await api.post<{ id: number }>('/api/v1/saved_query/', {
      db_id: examples.id,
      label: 'Top names',
      schema: 'main',
      sql: 'SELECT name FROM birth_names LIMIT 5',
    });
    expect(saved.status).toBe(201);

    const page = await e2e.newPage();
    await e2e.login(page);
    const queries = page.getByTestId('home-saved_queries');
    const item = queries.locator('.home-item__title', { hasText: 'Top names' });
    await item.waitFor();
    await expect(item.getAttribute('href')).resolves.toBe(`/sqllab/?savedQueryId=${saved.body.id}`);
  });

  it('lists a favourited chart under Favorite, linked to Explore', async () => {
    const api = await e2e.loupe.login();
    const list = await api.get<{ result: { id: number; slice_name: string }[] }>(
      '/api/v1/chart/?q=(order_column:slice_name,order_direction:asc,page:0,page_size:1)',
    );
    const chart = list.body.result[0]!;
    expect((await api.post(`/api/v1/chart/${chart.id}/favorites/`, {})).status).toBe(200);

    const page = await e2e.newPage();
    await e2e.login(page);
    const charts = page.getByTestId('home-charts');
    await charts.getByRole('tab', { name: 'Favorite' }).click();
    const items = charts.locator('.home-item__title');
    await expect.poll(() => items.allTextContents()).toEqual([chart.slice_name]);
    await expect(items.first().getAttribute('href')).resolves.toBe(`/explore/?slice_id=${chart.id}`);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'home-charts.png'), fullPage: true });
    await items.first().click();
    await page.waitForURL(new RegExp(`/explore/\\?slice_id=${chart.id}`));
    expect(await page.locator('.toast--danger').count()).toBe(0);
  });

  it('lists dashboards (favourite, mine) linked to their page, and a viewed one under Viewed', async () => {
    const api = await e2e.loupe.login();
    const made = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Home sales board',
      published: true,
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    expect((await api.post(`/api/v1/dashboard/${id}/favorites/`, {})).status).toBe(200);

    const page = await e2e.newPage();
    await e2e.login(page);
    const dashboards = page.getByTestId('home-dashboards');
    await dashboards.getByRole('tab', { name: 'Favorite' }).click();
    const fav = dashboards.locator('.home-item__title', { hasText: 'Home sales board' });
    await fav.waitFor();
    await expect(fav.getAttribute('href')).resolves.toBe(`/superset/dashboard/${id}/`);
    await dashboards.getByRole('tab', { name: 'Mine' }).click();
    await dashboards.locator('.home-item__title', { hasText: 'Home sales board' }).waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'home-dashboards.png'), fullPage: true });

    // Opening the dashboard logs mount_dashboard; recent activity then shows it under Viewed.
    await fav.click();
    await page.getByRole('heading', { name: 'Home sales board', level: 1 }).waitFor();
    await expect
      .poll(
        async () => {
          const log = await api.get<{ result: { item_title: string }[] }>('/api/v1/log/recent_activity/');
          return log.body.result.map((r) => r.item_title);
        },
        { timeout: 10_000 },
      )
      .toContain('Home sales board');
    await page.goto('/superset/welcome/');
    const recents = page.getByTestId('home-recents');
    await recents.getByRole('tab', { name: 'Viewed' }).click();
    const viewed = recents.locator('.home-item__title', { hasText: 'Home sales board' });
    await viewed.waitFor();
    await expect(viewed.getAttribute('href')).resolves.toMatch(new RegExp(`/superset/dashboard/${id}/$`));
    expect(await page.locator('.toast--danger').count()).toBe(0);
  });
});
