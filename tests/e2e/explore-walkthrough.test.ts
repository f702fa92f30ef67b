// The four-chart walk-through (issue 13): a first-time user builds four charts from birth_names by
// clicking and typing only, saves each, reopens it from the chart list, changes and overwrites it.
// Every popover and modal it touches is photographed in light and dark under
// test-results/explore-walkthrough/ for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';
import { expectSavedGolden, walkthroughSteps as steps } from './explore-walkthrough.test-support.ts';

const e2e = useE2E({ examples: true });
const SHOTS = path.join(RESULTS_DIR, 'explore-walkthrough');

/** Photographs the page in light, then in dark (the theme follows the system preference). */
async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(SHOTS, `${name}-light.png`) });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(SHOTS, `${name}-dark.png`) });
  await page.emulateMedia({ colorScheme: 'light' });
}

interface SavedChart {
  slice_name: string;
  viz_type: string;
  params: string;
  query_context: string;
  dashboards?: { id: number }[];
  description?: string | null;
}

async function savedChart(id: string | null): Promise<SavedChart> {
  const api = await e2e.loupe.login();
  const res = await api.get<{ result: SavedChart }>(`/api/v1/chart/${id}`);
  return res.body.result;
}

async function chartIdByName(name: string): Promise<number> {
  const api = await e2e.loupe.login();
  const res = await api.get<{ result: { id: number }[] }>(
    `/api/v1/chart/?q=${encodeURIComponent(`(filters:!((col:slice_name,opr:eq,value:'${name}')))`)}`,
  );
  expect(res.body.result).toHaveLength(1);
  return res.body.result[0].id;
}

const sliceId = (page: Page) => new URL(page.url()).searchParams.get('slice_id');

/**
 * Saves through the header's Save: a new chart by name, or an overwrite of the open one; with
 * `newDashboard`, the chart goes on a dashboard created by typing its name, and 'Save & go to
 * dashboard' opens it.
 */
async function save(
  page: Page,
  opts: { name?: string; overwrite?: boolean; shot?: string; newDashboard?: string },
): Promise<void> {
  await page.locator('.ex-header').getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save chart' });
  await dialog.waitFor();
  if (opts.overwrite) await dialog.getByRole('radio', { name: 'Save (Overwrite)' }).check();
  else await dialog.getByRole('radio', { name: 'Save as...' }).check();
  if (opts.name) await dialog.getByPlaceholder('Chart name').fill(opts.name);
  if (opts.newDashboard) {
    const go = dialog.getByRole('button', { name: 'Save & go to dashboard' });
    expect(await go.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Add to dashboard' }).fill(opts.newDashboard);
    await dialog.getByRole('option', { name: `New ${opts.newDashboard}` }).click();
    if (opts.shot) await shoot(page, opts.shot);
    await go.click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/$/);
    return;
  }
  if (opts.shot) await shoot(page, opts.shot);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => sliceId(page)).toMatch(/^\d+$/);
}

/** Reopens a saved chart from the chart list by clicking its name. */
async function reopenFromList(page: Page, name: string, vizType: string): Promise<void> {
  await page.goto('/chart/list/?viewMode=table', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { name }).waitFor();
  await steps.waitForChart(page, vizType);
}

/** The header's "…" menu on a saved chart: photographed, then each action tried once. */
async function headerMenu(page: Page): Promise<void> {
  const open = async () => {
    await page.locator('[data-test="actions-trigger"]').click();
    await page.locator('.menu[data-state="open"]').waitFor();
  };
  const pick = (item: string) => page.locator(`.menu[data-state="open"] [data-test="explore-menu-${item}"]`).click();
  await open();
  await shoot(page, '02-header-menu');
  // Export to .CSV: the server's export of the chart's full results.
  const download = page.waitForEvent('download');
  await pick('csv');
  expect((await download).suggestedFilename()).toBe('Top_10_states.csv');
  for (const [item, file] of [
    ['json', 'Top_10_states.json'],
    ['xlsx', 'Top_10_states.xlsx'],
  ] as const) {
    await open();
    const exported = page.waitForEvent('download');
    await pick(item);
    expect((await exported).suggestedFilename()).toBe(file);
  }
  // Copy permalink to clipboard: a permalink is stored and copied.
  await open();
  await pick('permalink');
  await page.locator('.toast__message', { hasText: 'Copied to clipboard!' }).waitFor();
  await open();
  const image = page.waitForEvent('download');
  await pick('image');
  expect((await image).suggestedFilename()).toBe('Top_10_states.png');
  // View query: the compiled SQL.
  await open();
  await pick('query');
  const query = page.getByRole('dialog', { name: 'View query' });
  await expect.poll(() => query.locator('[data-test="view-query-sql"]').first().textContent()).toMatch(/state/i);
  await shoot(page, '02-view-query');
  await query.getByRole('button', { name: 'Close', exact: true }).last().click();
  await query.waitFor({ state: 'detached' });
  // Embed code: an iframe of the permalink's standalone view.
  await open();
  await pick('embed');
  const embed = page.getByRole('dialog', { name: 'Embed code' });
  await expect
    .poll(() => embed.locator('[data-test="embed-code"]').inputValue())
    .toMatch(
      /<iframe[\s\S]*width="600"[\s\S]*height="400"[\s\S]*src="http[^"]*\/explore\/p\/[^"]+\?standalone=1&height=400"/,
    );
  await shoot(page, '02-embed-code');
  await embed.getByRole('button', { name: 'Close', exact: true }).last().click();
  await embed.waitFor({ state: 'detached' });
  // Edit chart properties: the description is saved, the name in the header stays.
  await open();
  await pick('properties');
  const props = page.getByRole('dialog', { name: 'Edit Chart Properties' });
  await props.getByLabel('Description').fill('The ten states with most births.');
  await shoot(page, '02-chart-properties');
  await props.getByTestId('chart-properties-save').click();
  await props.waitFor({ state: 'detached' });
  await expect.poll(async () => (await savedChart(sliceId(page))).description).toBe('The ten states with most births.');
}

describe('Explore walk-through', () => {
  it('builds, saves, reopens, changes and overwrites four charts from birth_names', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    const datasetId = await steps.birthNamesId(e2e.loupe);

    // 1. A monthly line of sum__num by gender over the last three years.
    await page.goto('/chart/add', { waitUntil: 'domcontentloaded' });
    await steps.pickDatasetAndType(page, 'birth_names', /Line Chart/, datasetId);
    await steps.addSavedMetric(page, 'metrics', 'sum__num', (n) => shoot(page, n));
    await steps.addColumn(page, 'groupby', 'gender', (n) => shoot(page, n));
    await steps.selectControl(page, 'time_grain_sqla', 'Month');
    await steps.lastYears(page, 3, (n) => shoot(page, n));
    await steps.update(page, 'echarts_timeseries_line');
    await shoot(page, '01-line-drawn');
    await save(page, { name: 'Births by gender, monthly', shot: '01-save-modal' });
    const line = await savedChart(sliceId(page));
    expect(line.viz_type).toBe('echarts_timeseries_line');
    expect(JSON.parse(line.params)).toMatchObject({
      metrics: ['sum__num'],
      groupby: ['gender'],
      time_grain_sqla: 'P1M',
      x_axis: 'ds',
    });
    await reopenFromList(page, 'Births by gender, monthly', 'echarts_timeseries_line');
    await steps.selectControl(page, 'time_grain_sqla', 'Quarter');
    await steps.update(page, 'echarts_timeseries_line');
    await save(page, { overwrite: true });
    const lineSaved = await savedChart(sliceId(page));
    expect(JSON.parse(lineSaved.params).time_grain_sqla).toBe('P3M');
    expectSavedGolden('01-line', lineSaved, datasetId);

    // 2. A pie of the top 10 states.
    await page.goto('/chart/add', { waitUntil: 'domcontentloaded' });
    await steps.pickDatasetAndType(page, 'birth_names', /Pie Chart/, datasetId);
    await steps.addSavedMetric(page, 'metric', 'sum__num');
    await steps.addColumn(page, 'groupby', 'state');
    await steps.selectControl(page, 'row_limit', '10');
    await steps.update(page, 'pie');
    await shoot(page, '02-pie-drawn');
    await page.locator('.ex-header').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Save chart' }).getByRole('combobox', { name: 'Add to dashboard' }).click();
    await shoot(page, '02-save-modal-dashboard-list');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Save chart' }).waitFor({ state: 'detached' });
    // Saved onto a dashboard created in the save modal; 'Save & go to dashboard' shows its tile.
    await save(page, {
      name: 'Top 10 states',
      newDashboard: 'Walk-through births',
      shot: '02-save-modal-new-dashboard',
    });
    const pieId = await chartIdByName('Top 10 states');
    const dashId = Number(/\/superset\/dashboard\/(\d+)\//.exec(page.url())![1]);
    await page.locator(`[data-test-chart-id="${pieId}"]`).waitFor();
    // The toasts of the save survive the move to the dashboard (a page of the same app).
    await page.getByText('Chart [Top 10 states] has been saved').waitFor();
    await page
      .getByText('Dashboard [Walk-through births] just got created and chart [Top 10 states] was added to it')
      .waitFor();
    await page.locator(`[data-test-chart-id="${pieId}"] .chart-host`).waitFor();
    await shoot(page, '02-dashboard-with-pie');
    const pieFirst = await savedChart(String(pieId));
    expect(pieFirst.dashboards?.map((d) => d.id)).toEqual([dashId]);
    expect(JSON.parse(pieFirst.params)).toMatchObject({
      metric: 'sum__num',
      groupby: ['state'],
      row_limit: 10,
    });
    await reopenFromList(page, 'Top 10 states', 'pie');
    await page.getByRole('tab', { name: 'Customize' }).click();
    await shoot(page, '02-pie-customize');
    await page.locator('[data-control="donut"]').getByRole('checkbox').check();
    await save(page, { overwrite: true });
    const pieSaved = await savedChart(sliceId(page));
    expect(JSON.parse(pieSaved.params).donut).toBe(true);
    // The overwrite kept the chart on its dashboard.
    expect(pieSaved.dashboards?.map((d) => d.id)).toEqual([dashId]);
    await headerMenu(page);
    expectSavedGolden('02-pie', pieSaved, datasetId);

    // 3. A table of names with a filter gender = girl and a time range.
    await page.goto('/chart/add', { waitUntil: 'domcontentloaded' });
    await steps.pickDatasetAndType(page, 'birth_names', /Table/, datasetId);
    await steps.addColumn(page, 'groupby', 'name');
    await steps.addSavedMetric(page, 'metrics', 'sum__num');
    await steps.addSimpleFilter(page, 'gender', 'girl', (n) => shoot(page, n));
    await steps.lastYears(page, 1);
    await steps.update(page, 'table');
    await shoot(page, '03-table-drawn');
    await save(page, { name: 'Girl names' });
    const table = JSON.parse((await savedChart(sliceId(page))).params) as { adhoc_filters: unknown[] };
    expect(table.adhoc_filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: 'gender', operator: '==', comparator: 'girl', clause: 'WHERE' }),
        expect.objectContaining({ subject: 'ds', operator: 'TEMPORAL_RANGE' }),
      ]),
    );
    await reopenFromList(page, 'Girl names', 'table');
    await steps.selectControl(page, 'row_limit', '100');
    await steps.update(page, 'table');
    await save(page, { overwrite: true });
    const tableSaved = await savedChart(sliceId(page));
    expect(JSON.parse(tableSaved.params).row_limit).toBe(100);
    expectSavedGolden('03-table', tableSaved, datasetId);

    // 4. A big number with trendline.
    await page.goto('/chart/add', { waitUntil: 'domcontentloaded' });
    await steps.pickDatasetAndType(page, 'birth_names', /Big Number with Trendline/, datasetId);
    await steps.addSavedMetric(page, 'metric', 'sum__num');
    await steps.selectControl(page, 'time_grain_sqla', 'Month');
    await steps.update(page, 'big_number');
    await shoot(page, '04-big-number-drawn');
    await save(page, { name: 'Births, monthly trend' });
    await reopenFromList(page, 'Births, monthly trend', 'big_number');
    await page.locator('[data-control="show_timestamp"]').getByRole('checkbox').check();
    await save(page, { overwrite: true });
    const big = await savedChart(sliceId(page));
    expect(big.viz_type).toBe('big_number');
    expect(JSON.parse(big.params)).toMatchObject({ metric: 'sum__num', show_timestamp: true, time_grain_sqla: 'P1M' });
    expectSavedGolden('04-big-number', big, datasetId);
  }, 600_000);
});
