import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { examplesDatabase, userWith } from '../harness/role-users.ts';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `dashboard-edit-${name}.png`), fullPage: true });
const $ = (page: Page, test: string) => page.locator(`[data-test="${test}"]`);

type Where = 'center' | 'left' | 'right' | 'top' | 'bottom';

/** A pointer drag in small steps (dnd-kit's PointerSensor starts after 4 px). */
async function dragTo(page: Page, from: Locator, to: Locator, where: Where = 'center') {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const sx = a.x + Math.min(a.width / 2, 20);
  const sy = a.y + a.height / 2;
  const tx = where === 'left' ? b.x + 8 : where === 'right' ? b.x + b.width - 8 : b.x + b.width / 2;
  const ty = where === 'top' ? b.y + 8 : where === 'bottom' ? b.y + b.height - 8 : b.y + b.height / 2;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 8, sy + 8, { steps: 2 });
  await page.mouse.move(tx, ty, { steps: 12 });
  await page.mouse.move(tx + 1, ty, { steps: 2 });
  await page.mouse.up();
}

/** The edit-mode node of a component, by its type and (for charts) the chart's name. */
const node = (page: Page, type: string) => page.locator(`[data-edit-type="${type}"]`);
const chartNode = (page: Page, name: string) =>
  node(page, 'CHART').filter({ has: page.locator('.header-title', { hasText: name }) });

async function dragChartFromPane(page: Page, name: string, onto: Locator, where: Where) {
  await page.getByRole('tab', { name: 'Charts' }).click();
  await $(page, 'dashboard-charts-filter-search-input').fill(name);
  const items = page.locator('[data-test="builder-item"]:visible');
  // Search narrows the list to the one chart.
  await expect.poll(() => items.allTextContents()).toEqual([expect.stringContaining(name)]);
  await dragTo(page, items.first(), onto, where);
}

async function dragElementFromPane(page: Page, label: string, onto: Locator, where: Where) {
  await page.getByRole('tab', { name: 'Layout elements' }).click();
  await dragTo(page, page.locator('[data-test="builder-item"]:visible').filter({ hasText: label }), onto, where);
}

/** The layout as the edit canvas draws it: each ROW's children, in order, as "TYPE:chart name:width". */
async function drawnRows(page: Page): Promise<string[][]> {
  return page
    .locator('[data-edit-type="ROW"]')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('[data-edit-type]')]
          .filter((el) => el.parentElement?.closest('[data-edit-type]') === row)
          .map(
            (el) =>
              `${el.getAttribute('data-edit-type')}:${el.querySelector('.header-title')?.textContent ?? ''}:${el.getAttribute('data-edit-width')}`,
          ),
      ),
    );
}

interface LayoutEntry {
  type: string;
  children?: string[];
  meta?: { width?: number; sliceName?: string; code?: string; text?: string; chartId?: number };
}

/** The same picture from a saved position_json: each ROW (depth first, in order) as drawnRows lists it. */
function savedRows(positionJson: string, names: Record<number, string>): string[][] {
  const layout = JSON.parse(positionJson) as Record<string, LayoutEntry>;
  const rows: string[][] = [];
  const walk = (id: string) => {
    const c = layout[id];
    if (!c) return;
    if (c.type === 'ROW')
      rows.push(
        (c.children ?? []).map((k) => {
          const child = layout[k]!;
          const name = child.type === 'CHART' ? (names[child.meta!.chartId!] ?? '') : '';
          return `${child.type}:${name}:${child.meta?.width}`;
        }),
      );
    for (const k of c.children ?? []) walk(k);
  };
  walk('ROOT_ID');
  return rows;
}

/** A JSON call from the page, with its CSRF token; answers [status, body]. */
async function call(page: Page, method: string, url: string, body?: unknown): Promise<[number, unknown]> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.result, accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return [res.status, await res.json().catch(() => null)] as [number, unknown];
    },
    { method, url, body },
  );
}

async function dashboardApi(page: Page, id: number) {
  const [status, body] = await call(page, 'GET', `/api/v1/dashboard/${id}`);
  expect(status).toBe(200);
  return (body as { result: { dashboard_title: string; position_json: string; published: boolean } }).result;
}

const CHARTS = ['Births by gender', 'Girls born', 'Births per year, with trend'] as const;
const [GENDER, GIRLS, TREND] = CHARTS;

describe('dashboard edit mode in the browser', () => {
  it('builds a dashboard through the UI: charts, markdown, tabs, resize, reorder, undo/redo, save, reload', async () => {
    const page = await e2e.newPage();
    // Tall enough that the dashboard being built stays in view while dragging.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await e2e.login(page, undefined, undefined, '/dashboard/list/');
    await page.getByTestId('add-dashboard').first().click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/\?edit=true$/);
    const id = Number(/dashboard\/(\d+)\//.exec(page.url())![1]);
    await $(page, 'dashboard-edit-mode').waitFor();
    await page.getByText('Drag and drop components and charts to the dashboard').waitFor();
    await shot(page, 'empty-light');

    // 1. The title.
    await $(page, 'dashboard-title-input').fill('Births board (e2e)');

    // 2. Three charts from the pane: the first onto the empty grid, the others beside it.
    await dragChartFromPane(page, CHARTS[0], node(page, 'GRID'), 'center');
    await chartNode(page, CHARTS[0]).waitFor();
    await dragChartFromPane(page, CHARTS[1], chartNode(page, CHARTS[0]), 'right');
    await chartNode(page, CHARTS[1]).waitFor();
    await dragChartFromPane(page, CHARTS[2], chartNode(page, CHARTS[1]), 'right');
    await chartNode(page, CHARTS[2]).waitFor();
    await shot(page, 'three-charts');

    // A markdown block below the row, with text typed into it.
    await dragElementFromPane(page, 'Text / Markdown', chartNode(page, CHARTS[0]), 'bottom');
    await shot(page, 'markdown');
    await node(page, 'MARKDOWN').getByRole('button', { name: 'Edit markdown' }).click();
    await $(page, 'markdown-editor').fill('## Notes from e2e\n\nBirths in **the US**.');
    await page
      .getByRole('heading', { name: 'Births board (e2e)' })
      .click({ position: { x: 1, y: 1 } })
      .catch(() => undefined);
    await node(page, 'MARKDOWN').getByRole('heading', { name: 'Notes from e2e' }).waitFor();

    // Tabs above the row; the markdown goes into its first tab.
    await dragElementFromPane(page, 'Tabs', chartNode(page, CHARTS[0]), 'top');
    await node(page, 'TABS').waitFor();
    await shot(page, 'tabs');
    await dragTo(
      page,
      node(page, 'MARKDOWN').locator('[data-test="drag-handle"]').first(),
      node(page, 'TAB').first(),
      'center',
    );
    await expect.poll(() => node(page, 'TAB').locator('[data-edit-type="MARKDOWN"]').count()).toBe(1);
    await shot(page, 'markdown-in-tab');

    // The tab's title is edited in the tab bar (no second title field in the tab): a click on the
    // active tab opens the field, Enter commits, and undo/redo take it back and forth.
    expect(await node(page, 'TAB').locator('[data-test="editable-title-input"]').count()).toBe(0);
    await node(page, 'TABS').getByRole('tab', { name: 'Tab title' }).click();
    const tabTitle = node(page, 'TABS').locator('[role="tablist"] [data-test="editable-title-input"]');
    await tabTitle.waitFor();
    expect(await tabTitle.evaluate((el) => el === document.activeElement)).toBe(true);
    await tabTitle.fill('Notes');
    await shot(page, 'tab-title-editing');
    await tabTitle.press('Enter');
    await tabTitle.waitFor({ state: 'detached' });
    const notesTab = node(page, 'TABS').getByRole('tab', { name: 'Notes' });
    await notesTab.waitFor();
    // Escape leaves the title as it was.
    await notesTab.click();
    await tabTitle.fill('Not kept');
    await tabTitle.press('Escape');
    await tabTitle.waitFor({ state: 'detached' });
    await notesTab.waitFor();
    await $(page, 'undo-action').click();
    await node(page, 'TABS').getByRole('tab', { name: 'Tab title' }).waitFor();
    await $(page, 'redo-action').click();
    await notesTab.waitFor();
    const save = $(page, 'header-save-button');
    expect(await save.isEnabled()).toBe(true);
    expect(await drawnRows(page)).toEqual([
      ['MARKDOWN::4'],
      [`CHART:${GENDER}:4`, `CHART:${GIRLS}:4`, `CHART:${TREND}:4`],
    ]);

    // 3. Resize: the handle dragged one column to the left makes the chart one column narrower.
    const gender = chartNode(page, GENDER);
    const before = (await gender.boundingBox())!;
    const handle = gender.locator('[data-test="resize-handle"]');
    await gender.hover();
    const hb = (await handle.boundingBox())!;
    const column = (before.width + 16) / 4;
    await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
    await page.mouse.down();
    await page.mouse.move(hb.x - column / 2, hb.y + hb.height / 2, { steps: 6 });
    await page.mouse.move(hb.x - column, hb.y + hb.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => gender.getAttribute('data-edit-width')).toBe('3');
    expect((await gender.boundingBox())!.width).toBeLessThan(before.width - column / 2);

    // Reorder: the trend chart dragged before the gender chart.
    await chartNode(page, TREND).hover();
    await dragTo(page, chartNode(page, TREND).locator('[data-test="drag-handle"]'), gender, 'left');
    const reordered = [`CHART:${TREND}:4`, `CHART:${GENDER}:3`, `CHART:${GIRLS}:4`];
    const resized = [`CHART:${GENDER}:3`, `CHART:${GIRLS}:4`, `CHART:${TREND}:4`];
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(reordered);
    await shot(page, 'reordered');

    // 4. Undo and redo, with the buttons and the keys.
    await $(page, 'undo-action').click();
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(resized);
    await $(page, 'redo-action').click();
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(reordered);
    await page.locator('body').click({ position: { x: 5, y: 700 } });
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(resized);
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await drawnRows(page))[1])
      .toEqual([`CHART:${GENDER}:4`, `CHART:${GIRLS}:4`, `CHART:${TREND}:4`]);
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(reordered);
    expect(await $(page, 'redo-action').isDisabled()).toBe(true);
    expect(await save.isEnabled()).toBe(true);

    // 6. Keyboard drag: the girls chart's handle, Space, arrows left until it would land before
    // the gender chart, Space.
    const girlsHandle = chartNode(page, GIRLS).locator('[data-test="drag-handle"]');
    await girlsHandle.focus();
    await page.keyboard.press('Space');
    await $(page, 'drag-preview').waitFor();
    const beforeGender = gender.locator(':scope > [data-test="drop-indicator"].dash-edit__drop--before');
    for (let i = 0; i < 20 && !(await beforeGender.count()); i++) await page.keyboard.press('ArrowLeft');
    expect(await beforeGender.count()).toBe(1);
    await page.keyboard.press('Space');
    const keyed = [`CHART:${TREND}:4`, `CHART:${GIRLS}:4`, `CHART:${GENDER}:3`];
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(keyed);

    // 7. A fourth chart does not fit the row (4 + 4 + 3 of 12 columns): the spec's message.
    await page.getByRole('tab', { name: 'Charts' }).click();
    await $(page, 'dashboard-charts-filter-search-input').fill('Births');
    const unused = page.locator('[data-test="builder-item"]:visible').filter({ hasNotText: 'Added' });
    await unused.first().waitFor();
    // Charts already on the dashboard are marked.
    await expect
      .poll(() => page.locator('[data-test="builder-item"]:visible').filter({ hasText: 'Added' }).count())
      .toBe(2);
    // One column is left (4 + 4 + 3): as in Superset, a new chart takes the width that is left.
    const fourth = (await unused.first().locator('.dash-pane__chart-name').textContent())!;
    await dragTo(page, unused.first(), gender, 'right');
    const full = [...keyed, `CHART:${fourth}:1`];
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(full);
    // The row is full now: the next one is refused with the spec's message.
    await $(page, 'dashboard-charts-filter-search-input').fill('');
    const fifth = unused.filter({ hasNotText: fourth }).first();
    await fifth.waitFor();
    await dragTo(page, fifth, gender, 'right');
    await page
      .getByText(
        'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
      )
      .waitFor();
    expect((await drawnRows(page))[1]).toEqual(full);
    await shot(page, 'no-space');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await drawnRows(page))[1]).toEqual(keyed);
    await shot(page, 'edit-light');

    // 5. Save; the view mode and a reload show the same layout; so does the API.
    await save.click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    await page.waitForURL(new RegExp(`/superset/dashboard/${id}/$`));
    await $(page, 'dashboard-edit-mode').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Births board (e2e)', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Notes from e2e' }).waitFor();
    await shot(page, 'view-light');
    const saved = await dashboardApi(page, id);
    expect(saved.dashboard_title).toBe('Births board (e2e)');
    const names: Record<number, string> = {};
    for (const el of await page.locator('[data-test-chart-id]').all())
      names[Number(await el.getAttribute('data-test-chart-id'))] =
        (await el.locator('.header-title').textContent()) ?? '';
    expect(savedRows(saved.position_json, names)).toEqual([['MARKDOWN::4'], keyed]);
    const layout = JSON.parse(saved.position_json) as Record<string, LayoutEntry>;
    const md = Object.values(layout).find((c) => c.type === 'MARKDOWN')!;
    expect(md.meta!.code).toBe('## Notes from e2e\n\nBirths in **the US**.');
    expect(Object.values(layout).filter((c) => c.type === 'TABS')).toHaveLength(1);
    expect(Object.values(layout).find((c) => c.type === 'TAB')?.meta?.text).toBe('Notes');

    await page.goto(`/superset/dashboard/${id}/?edit=true`);
    await $(page, 'dashboard-edit-mode').waitFor();
    await chartNode(page, GENDER).waitFor();
    expect(await drawnRows(page)).toEqual([['MARKDOWN::4'], keyed]);
    expect(await node(page, 'TAB').locator('[data-edit-type="MARKDOWN"]').count()).toBe(1);
    expect(await $(page, 'header-save-button').isDisabled()).toBe(true);
  }, 240_000);

  it('drafts are hidden from Gamma until published, Gamma cannot edit; the overwrite check; Save as; dark theme', async () => {
    const examples = await examplesDatabase(e2e.loupe);
    await userWith(e2e.loupe, 'dash_gamma', ['Gamma'], [examples.perm]);
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1280, height: 1000 });
    await e2e.login(page);

    // A draft with one chart and a markdown block, made through the API.
    const [, charts] = await call(page, 'GET', '/api/v1/chart/?q=(page_size:100)');
    const girls = (charts as { result: { id: number; slice_name: string }[] }).result.find(
      (c) => c.slice_name === GIRLS,
    )!;
    const [created, made] = await call(page, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Gamma draft (e2e)' });
    expect(created).toBe(201);
    const id = (made as { id: number }).id;
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
      HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Gamma draft (e2e)' } },
      'ROW-1': {
        id: 'ROW-1',
        type: 'ROW',
        children: ['CHART-1', 'MARKDOWN-1'],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      'CHART-1': {
        id: 'CHART-1',
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: girls.id, width: 4, height: 50, sliceName: GIRLS },
      },
      'MARKDOWN-1': {
        id: 'MARKDOWN-1',
        type: 'MARKDOWN',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { width: 6, height: 30, code: '### For the team' },
      },
    };
    const [put] = await call(page, 'PUT', `/api/v1/dashboard/${id}`, { position_json: JSON.stringify(position) });
    expect(put).toBe(200);

    // Gamma: the draft is neither listed nor shown.
    const gamma = await e2e.newPage();
    await e2e.login(gamma, 'dash_gamma', 'dash_gamma-password', '/dashboard/list/');
    const gammaRows = gamma.getByTestId('list-row');
    await gamma.getByTestId('empty-state').or(gammaRows.first()).first().waitFor();
    expect(await gammaRows.filter({ hasText: 'Gamma draft (e2e)' }).count()).toBe(0);
    await gamma.goto(`/superset/dashboard/${id}/`);
    await gamma.getByText('Dashboard not found').waitFor();

    // The admin publishes it from the title bar.
    await page.goto(`/superset/dashboard/${id}/`);
    await page.getByRole('heading', { name: 'Gamma draft (e2e)', level: 1 }).waitFor();
    await $(page, 'publish-toggle').click();
    await expect.poll(async () => (await dashboardApi(page, id)).published).toBe(true);

    // Gamma now sees it, with its data, but cannot edit it.
    await gamma.goto('/dashboard/list/');
    await gammaRows.filter({ hasText: 'Gamma draft (e2e)' }).waitFor();
    await gamma.goto(`/superset/dashboard/${id}/?edit=true`);
    await gamma.getByRole('heading', { name: 'Gamma draft (e2e)', level: 1 }).waitFor();
    const gTile = gamma.locator(`[data-test-chart-id="${girls.id}"]`);
    await expect.poll(() => gTile.getAttribute('data-tile-status'), { timeout: 30_000 }).toBe('loaded');
    await gamma.getByRole('heading', { name: 'For the team' }).waitFor();
    expect(await $(gamma, 'edit-dashboard-button').count()).toBe(0);
    expect(await $(gamma, 'dashboard-edit-mode').count()).toBe(0);
    expect(await $(gamma, 'dashboard-title-input').count()).toBe(0);

    // Discard leaves edit mode with the saved title and layout.
    await page.goto(`/superset/dashboard/${id}/?edit=true`);
    await $(page, 'dashboard-edit-mode').waitFor();
    await $(page, 'dashboard-title-input').fill('Not kept');
    await node(page, 'MARKDOWN').hover();
    await node(page, 'MARKDOWN').locator('[data-test="delete-component"]').click();
    await expect.poll(() => node(page, 'MARKDOWN').count()).toBe(0);
    await $(page, 'discard-changes-button').click();
    await $(page, 'dashboard-edit-mode').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Gamma draft (e2e)', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'For the team' }).waitFor();

    // 9. Overwrite check: the dashboard changes on the server after the editor loaded it.
    await page.goto(`/superset/dashboard/${id}/?edit=true`);
    await $(page, 'dashboard-edit-mode').waitFor();
    await page.waitForTimeout(1100); // changed_on moves on by more than its resolution
    const [elsewhere] = await call(page, 'PUT', `/api/v1/dashboard/${id}`, { dashboard_title: 'Changed elsewhere' });
    expect(elsewhere).toBe(200);
    await $(page, 'dashboard-title-input').fill('Overwritten (e2e)');
    await $(page, 'header-save-button').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Please confirm the overwrite values.').waitFor();
    await confirm.getByText('Changed elsewhere').waitFor();
    // Only what really differs is listed (the layout did not change).
    expect(await confirm.locator('tbody th').allTextContents()).toEqual(['dashboard_title']);
    await shot(page, 'overwrite-light');
    await $(page, 'overwrite-confirm').click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    await expect.poll(async () => (await dashboardApi(page, id)).dashboard_title).toBe('Overwritten (e2e)');

    // A second save without changes elsewhere does not ask.
    await page.goto(`/superset/dashboard/${id}/?edit=true`);
    await $(page, 'dashboard-title-input').fill('Gamma draft (e2e)');
    await $(page, 'header-save-button').click();
    await page.getByRole('heading', { name: 'Gamma draft (e2e)', level: 1 }).waitFor();
    expect(await page.getByText('Please confirm the overwrite values.').count()).toBe(0);

    // 10. Save as: a copy with the same charts (not duplicated), opened at once.
    await page.goto(`/superset/dashboard/${id}/?edit=true`);
    await $(page, 'save-as-button').click();
    const saveAs = page.getByRole('dialog');
    await expect(saveAs.locator('[data-test="save-as-title"]').inputValue()).resolves.toBe('Gamma draft (e2e) [copy]');
    expect(await saveAs.locator('[data-test="save-as-duplicate"]').isChecked()).toBe(false);
    await saveAs.locator('[data-test="save-as-title"]').fill('Copy of the draft (e2e)');
    await $(page, 'save-as-confirm').click();
    await page.waitForURL((u) => /\/superset\/dashboard\/\d+\/$/.test(u.pathname) && !u.pathname.includes(`/${id}/`));
    const copyId = Number(/dashboard\/(\d+)\//.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Copy of the draft (e2e)', level: 1 }).waitFor();
    await expect.poll(() => page.locator(`[data-test-chart-id="${girls.id}"]`).count()).toBe(1);
    const copy = await dashboardApi(page, copyId);
    const copied = Object.values(JSON.parse(copy.position_json) as Record<string, LayoutEntry>);
    expect(copied.filter((c) => c.type === 'CHART').map((c) => c.meta!.chartId)).toEqual([girls.id]);
    expect(copied.find((c) => c.type === 'MARKDOWN')?.meta?.code).toBe('### For the team');

    // Dark theme: view and edit mode.
    const dark = await e2e.newPage({ colorScheme: 'dark' });
    await dark.setViewportSize({ width: 1280, height: 1000 });
    await e2e.login(dark);
    await dark.evaluate(() => localStorage.setItem('loupe.theme', 'dark'));
    await dark.goto(`/superset/dashboard/${id}/`);
    const dTile = dark.locator(`[data-test-chart-id="${girls.id}"]`);
    await expect.poll(() => dTile.getAttribute('data-tile-status'), { timeout: 30_000 }).toBe('loaded');
    await dark.waitForTimeout(300);
    await shot(dark, 'view-dark');
    await $(dark, 'edit-dashboard-button').click();
    await $(dark, 'dashboard-edit-mode').waitFor();
    await dark.locator('[data-test="builder-item"]:visible').first().waitFor();
    await dark.waitForTimeout(300);
    await shot(dark, 'edit-dark');
    await dark.getByRole('tab', { name: 'Layout elements' }).click();
    await shot(dark, 'edit-dark-elements');
    // The properties modal in the dark theme: its JSON metadata in Monaco, themed dark.
    await $(dark, 'edit-properties').click();
    const darkJson = $(dark, 'dashboard-metadata-editor').locator('.monaco-editor');
    await darkJson.waitFor({ timeout: 30_000 });
    expect(await darkJson.evaluate((el) => el.classList.contains('vs-dark'))).toBe(true);
    await darkJson.scrollIntoViewIfNeeded();
    await dark.waitForTimeout(300);
    await dark.screenshot({ path: path.join(RESULTS_DIR, 'dashboard-edit-properties-dark.png') });
  }, 240_000);
});
