// The walk-through's steps as a user takes them in Explore: clicks on tiles, popovers and selects,
// and typing; no drag and drop, no address typed except the chart list's.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BootedLoupe } from '../harness/boot-loupe.ts';

type Shoot = (name: string) => Promise<void>;
const noShot: Shoot = async () => {};

export const walkthroughSteps = {
  /** The id of the birth_names dataset of the examples. */
  async birthNamesId(loupe: BootedLoupe): Promise<number> {
    const api = await loupe.login();
    const res = await api.get<{ result: { id: number }[] }>(
      '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))',
    );
    return res.body.result[0]!.id;
  },

  /** Waits until the chart pane has drawn a chart of this type (canvas, SVG or a table). */
  async waitForChart(page: Page, vizType: string): Promise<void> {
    const host = page.locator(`.ex-chart .chart-host[data-viz-type="${vizType}"]`);
    await host.locator('canvas, svg, table').first().waitFor({ timeout: 30_000 });
  },

  /** From the chart list's '+ Chart': the dataset from the chooser, then the chart type's tile or the gallery. */
  async pickDatasetAndType(page: Page, dataset: string, vizName: RegExp, _datasetId: number): Promise<void> {
    await page.goto('/chart/list/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('add-chart').first().click();
    await page.getByRole('link', { name: new RegExp(`(^|\\.)${dataset}$`) }).click();
    await page.getByRole('heading', { name: '[ untitled ]' }).waitFor();
    const tile = page.getByRole('radio', { name: vizName });
    if (await tile.count()) await tile.first().click();
    else {
      await page.getByRole('button', { name: 'View all charts' }).click();
      const gallery = page.getByRole('dialog', { name: 'Select a visualization type' });
      await gallery.getByPlaceholder('Search all charts').fill(vizName.source);
      await gallery.getByRole('option', { name: vizName }).first().dblclick();
      await gallery.waitFor({ state: 'detached' });
    }
    await page.getByRole('radio', { name: vizName, checked: true }).waitFor();
  },

  /** A saved metric through the metric popover's Saved tab. */
  async addSavedMetric(page: Page, control: string, metric: string, shoot: Shoot = noShot): Promise<void> {
    const c = page.locator(`[data-control="${control}"]`);
    await c.getByRole('button', { name: /Drop a column\/metric here or click/ }).click();
    const popover = page.locator('.ex-popover[data-state="open"]');
    await popover.getByRole('tab', { name: 'Saved' }).click();
    await popover.getByRole('combobox', { name: 'Saved metric' }).selectOption(metric);
    await shoot('metric-popover');
    await popover.getByRole('button', { name: 'Save' }).click();
    await c.locator('.ex-chip', { hasText: metric }).waitFor();
  },

  /** A column through the column popover's Simple tab. */
  async addColumn(page: Page, control: string, column: string, shoot: Shoot = noShot): Promise<void> {
    const c = page.locator(`[data-control="${control}"]`);
    await c.getByRole('button', { name: /Drop columns here or click/ }).click();
    const popover = page.locator('.ex-popover[data-state="open"]');
    await popover.getByRole('tab', { name: 'Simple' }).click();
    await popover.getByRole('combobox', { name: 'Column' }).selectOption(column);
    await shoot('column-popover');
    await popover.getByRole('button', { name: 'Save' }).click();
    await c.locator('.ex-chip', { hasText: column }).waitFor();
  },

  /** A select control set by its option's label; a free-form one (a text box with suggestions) typed into. */
  async selectControl(page: Page, control: string, label: string): Promise<void> {
    const box = page.locator(`[data-control="${control}"]`).getByRole('combobox');
    if ((await box.evaluate((el) => el.tagName)) === 'SELECT') await box.selectOption({ label });
    else {
      await box.fill(label);
      await box.blur();
    }
  },

  /** The temporal filter's range: Custom, from n years before to now. */
  async lastYears(page: Page, years: number, shoot: Shoot = noShot): Promise<void> {
    await page.locator('[data-control="adhoc_filters"] .ex-chip', { hasText: 'No filter' }).click();
    const popover = page.locator('.ex-popover[data-state="open"]');
    await popover.getByRole('combobox', { name: 'Range type' }).selectOption('Custom');
    await popover.getByRole('combobox', { name: 'START (INCLUSIVE)' }).selectOption('relative');
    await popover.getByRole('spinbutton', { name: 'Relative quantity' }).fill(String(years));
    await popover.getByRole('combobox', { name: 'Relative period' }).selectOption('year');
    await popover.getByRole('combobox', { name: 'END (EXCLUSIVE)' }).selectOption('now');
    await expect
      .poll(() => popover.getByTestId('actual-time-range').textContent())
      .toMatch(/\d{4}-\d{2}-\d{2}\S* ≤ col < \d{4}/);
    await shoot('time-range-popover');
    await popover.getByRole('button', { name: 'APPLY' }).click();
    await popover.waitFor({ state: 'hidden' });
  },

  /** A simple WHERE filter `column = value` through the filter popover. */
  async addSimpleFilter(page: Page, column: string, value: string, shoot: Shoot = noShot): Promise<void> {
    const c = page.locator('[data-control="adhoc_filters"]');
    await c.getByRole('button', { name: /Drop columns\/metrics here or click/ }).click();
    const popover = page.locator('.ex-popover[data-state="open"]');
    await popover.getByRole('combobox', { name: 'Column' }).selectOption(column);
    await popover.getByRole('combobox', { name: 'Operator' }).selectOption({ label: 'Equal to (=)' });
    await popover.getByRole('combobox', { name: 'Filter value (case sensitive)' }).fill(value);
    await shoot('filter-popover');
    await popover.getByRole('button', { name: 'Save' }).click();
    await c.locator('.ex-chip', { hasText: new RegExp(`${column} =+ ${value}`) }).waitFor();
  },

  /** Create chart (a new chart) or Update chart, then the chart of this type is drawn. */
  async update(page: Page, vizType: string): Promise<void> {
    const button = page.getByRole('button', { name: /^(Create|Update) chart$/ });
    if (await button.isEnabled()) await button.click();
    await walkthroughSteps.waitForChart(page, vizType);
  },
};

const GOLDEN_DIR = new URL('../integration/explore/saved-params-golden/', import.meta.url);

/**
 * What a saved chart holds, with what differs from run to run made fixed: the dataset's id (1, as
 * in reference/query-contexts), the chart's id and the filters' random option names.
 */
export function normaliseSaved(saved: { params: string; query_context: string }, datasetId: number) {
  const text = (s: string) =>
    s
      .replaceAll(`"${datasetId}__table"`, '"1__table"')
      .replace(/"filterOptionName":"[^"]*"/g, '"filterOptionName":"<random>"')
      .replace(/"slice_id":\d+/g, '"slice_id":"<id>"');
  const params = JSON.parse(text(saved.params)) as Record<string, unknown>;
  const queryContext = JSON.parse(text(saved.query_context)) as { datasource: { id: number } };
  if (queryContext.datasource?.id === datasetId) queryContext.datasource.id = 1;
  return { params, query_context: queryContext };
}

/**
 * The saved chart against its golden file (tests/integration/explore/saved-params-golden/<name>.json); the
 * integration test saved-params-golden.test.ts checks that each golden's query_context is what the chart type's
 * buildQuery (itself checked against Superset's client) makes of its params.
 * LOUPE_UPDATE_GOLDEN=1 rewrites the file instead.
 */
export function expectSavedGolden(name: string, saved: { params: string; query_context: string }, datasetId: number) {
  const actual = normaliseSaved(saved, datasetId);
  const file = new URL(`${name}.json`, GOLDEN_DIR);
  if (process.env.LOUPE_UPDATE_GOLDEN === '1') {
    fs.mkdirSync(GOLDEN_DIR, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    return;
  }
  expect(actual).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
}
