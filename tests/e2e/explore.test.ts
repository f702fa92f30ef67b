import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

/** The id of the birth_names dataset of the examples. */
async function birthNamesId(): Promise<number> {
  const api = await e2e.loupe.login();
  const res = await api.get<{ result: { id: number }[] }>(
    '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))',
  );
  return res.body.result[0]!.id;
}

/** Signs in, then opens Explore (not waiting for every thumbnail of the page: only its DOM). */
async function openExplore(page: Page, url: string): Promise<void> {
  await e2e.login(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

/** Waits until the chart host of the chart pane has drawn a chart of this type (ECharts canvas or SVG). */
async function waitForChart(page: Page, vizType: string): Promise<void> {
  const host = page.locator(`.ex-chart .chart-host[data-viz-type="${vizType}"]`);
  await host.locator('canvas, svg').first().waitFor({ timeout: 30_000 });
}

describe('Explore', () => {
  it('builds a line of sum__num by gender on birth_names, then changes it to a pie', async () => {
    const id = await birthNamesId();
    const page = await e2e.newPage();
    await openExplore(page, `/explore/?datasource_type=table&datasource_id=${id}&viz_type=echarts_timeseries_line`);
    await page.getByRole('heading', { name: '[ untitled ]' }).waitFor();
    // The dataset pane lists the columns and metrics with their types.
    await expect.poll(() => page.getByTestId('dataset-column').count()).toBeGreaterThan(3);
    await page.getByTestId('dataset-metric').filter({ hasText: 'sum__num' }).waitFor();
    // A new line chart asks for its metrics: the control says so and Update chart is disabled.
    const metrics = page.locator('[data-control="metrics"]');
    await expect.poll(() => metrics.textContent()).toContain('cannot be empty');
    expect(await page.getByRole('button', { name: 'Create chart' }).isDisabled()).toBe(true);

    // The metric through the popover's Saved tab.
    await metrics.getByRole('button', { name: /Drop a column\/metric here or click/ }).click();
    const popover = page.locator('.ex-popover');
    await popover.getByRole('tab', { name: 'Saved' }).click();
    await popover.getByRole('combobox', { name: 'Saved metric' }).selectOption('sum__num');
    await popover.getByRole('button', { name: 'Save' }).click();
    await metrics.locator('.ex-chip', { hasText: 'sum__num' }).waitFor();

    // The dimension dragged from the dataset pane.
    const groupby = page.locator('[data-control="groupby"] .ex-dnd');
    await page.getByTestId('dataset-column').filter({ hasText: 'gender' }).dragTo(groupby);
    await page.locator('[data-control="groupby"] .ex-chip', { hasText: 'gender' }).waitFor();

    const chartData = page.waitForRequest((r) => r.url().endsWith('/api/v1/chart/data') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create chart' }).click();
    const body = (await chartData).postDataJSON() as {
      queries: { metrics: unknown[]; columns: unknown[] }[];
      form_data: { viz_type: string };
    };
    expect(body.form_data.viz_type).toBe('echarts_timeseries_line');
    expect(body.queries[0]!.metrics).toEqual(['sum__num']);
    expect(JSON.stringify(body.queries[0]!.columns)).toContain('gender');
    await waitForChart(page, 'echarts_timeseries_line');
    await expect.poll(() => page.getByTestId('row-count').textContent()).toMatch(/\d+ rows?/);
    // The unsaved state is kept under a form-data key in the address when the API is there.
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.locator('.ex-data .data-grid, .ex-data [role="grid"]').first().waitFor();

    // Pie: the metric and the dimension carry over, and it draws at once.
    await page.getByRole('radio', { name: /Pie Chart/ }).click();
    await waitForChart(page, 'pie');
    await page.locator('[data-control="metric"] .ex-chip', { hasText: 'sum__num' }).waitFor();
    await page.locator('[data-control="groupby"] .ex-chip', { hasText: 'gender' }).waitFor();

    // The unsaved state survives a reload through the form-data key in the address.
    await expect.poll(() => new URL(page.url()).searchParams.get('form_data_key')).toBeTruthy();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForChart(page, 'pie');

    // Saved as a new chart: the address names it, and reopening it draws the pie again.
    await page.locator('.ex-header').getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByPlaceholder('Chart name').fill('Births by gender');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.toast__message', { hasText: 'Chart [Births by gender] has been saved' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('slice_id')).toMatch(/^\d+$/);
    const api = await e2e.loupe.login();
    const saved = await api.get<{ result: { params: string; query_context: string; viz_type: string } }>(
      `/api/v1/chart/${new URL(page.url()).searchParams.get('slice_id')}`,
    );
    expect(saved.body.result.viz_type).toBe('pie');
    expect(JSON.parse(saved.body.result.params)).toMatchObject({ metric: 'sum__num', groupby: ['gender'] });
    expect(JSON.parse(saved.body.result.query_context).form_data.viz_type).toBe('pie');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Births by gender' }).waitFor();
    await waitForChart(page, 'pie');
  }, 180_000);

  it('Stop aborts a running query with the spec message', async () => {
    const id = await birthNamesId();
    const page = await e2e.newPage();
    await openExplore(page, `/explore/?datasource_type=table&datasource_id=${id}&viz_type=pie`);
    await page.getByRole('heading', { name: '[ untitled ]' }).waitFor();
    const metric = page.locator('[data-control="metric"]');
    await metric.getByRole('button', { name: /Drop a column\/metric here or click/ }).click();
    const popover = page.locator('.ex-popover');
    await popover.getByRole('tab', { name: 'Saved' }).click();
    await popover.getByRole('combobox', { name: 'Saved metric' }).selectOption('count');
    await popover.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('dataset-column')
      .filter({ hasText: 'state' })
      .dragTo(page.locator('[data-control="groupby"] .ex-dnd'));
    // Hold the chart-data answer so the query is still running when Stop is pressed.
    await page.route('**/api/v1/chart/data', async (route) => {
      await new Promise((r) => setTimeout(r, 5000));
      await route.continue().catch(() => {});
    });
    await page.getByRole('button', { name: 'Create chart' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('alert').filter({ hasText: 'Updating chart was stopped' }).waitFor();
    await page.getByRole('button', { name: 'Create chart' }).waitFor();
  }, 120_000);

  it('edits the time range of the temporal filter and shows the actual range from the server', async () => {
    const id = await birthNamesId();
    const page = await e2e.newPage();
    await openExplore(page, `/explore/?datasource_type=table&datasource_id=${id}&viz_type=pie`);
    const chip = page.locator('[data-control="adhoc_filters"] .ex-chip', { hasText: 'No filter' });
    await chip.click();
    const popover = page.locator('.ex-popover');
    await popover.getByRole('combobox', { name: 'Range type' }).selectOption('Last');
    await popover.getByRole('radio', { name: 'Last year' }).check();
    await expect
      .poll(() => popover.getByTestId('actual-time-range').textContent())
      .toMatch(/\d{4}-\d{2}-\d{2} ≤ col < \d{4}/);
    await popover.getByRole('combobox', { name: 'Range type' }).selectOption('Advanced');
    await popover.getByRole('textbox', { name: 'START (INCLUSIVE)' }).fill('not a date');
    await expect.poll(() => popover.getByTestId('actual-time-range').textContent()).toContain('Unexpected time range');
    expect(await popover.getByRole('button', { name: 'APPLY' }).isDisabled()).toBe(true);
    await popover.getByRole('combobox', { name: 'Range type' }).selectOption('Last');
    await popover.getByRole('radio', { name: 'Last year' }).check();
    await popover.getByRole('button', { name: 'APPLY' }).click();
    await page.locator('[data-control="adhoc_filters"] .ex-chip', { hasText: 'ds (Last year)' }).waitFor();
  }, 120_000);

  it('finds a chart type in the gallery by fuzzy search and picks it with a double-click', async () => {
    const id = await birthNamesId();
    const page = await e2e.newPage();
    await openExplore(page, `/explore/?datasource_type=table&datasource_id=${id}&viz_type=pie`);
    await page.getByRole('button', { name: 'View all charts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a visualization type' });
    await dialog.getByPlaceholder('Search all charts').fill('funel');
    const card = dialog.getByRole('option', { name: /Funnel/ });
    await card.waitFor();
    await card.click();
    await dialog.getByText('Funnel Chart').first().waitFor();
    await card.dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /Funnel/, checked: true }).waitFor();
  }, 120_000);
});
