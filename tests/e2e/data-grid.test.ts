// The results grid in Chromium, mounted alone: an esbuild bundle of tests/e2e/data-grid-harness/
// served by this test (no Loupe, no dev-only page in the app). Scrollbars are shown (Playwright
// hides them by default) so a test can drag one. A console error or page error fails the test.
import fs from 'node:fs';
import readline from 'node:readline';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../web/theme/theme-tokens.ts';
import { CHROMIUM } from './browser.test-support.ts';
import { RESULTS_DIR } from './use-e2e.test-support.ts';
import { serveGridHarness } from './data-grid-harness/serve-harness.ts';

let browser: Browser;
let harness: Awaited<ReturnType<typeof serveGridHarness>>;
let pages: { page: Page; problems: string[] }[] = [];

beforeAll(async () => {
  [browser, harness] = await Promise.all([
    chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      ignoreDefaultArgs: ['--hide-scrollbars'],
    }),
    serveGridHarness(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

afterEach(async (ctx) => {
  const watched = pages;
  pages = [];
  if (ctx.task.result?.state === 'fail') {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    await watched[0]?.page
      .screenshot({ path: `${RESULTS_DIR}/data-grid-${ctx.task.name.replace(/\W+/g, '-')}.png` })
      .catch(() => undefined);
  }
  await Promise.all(watched.map((w) => w.page.context().close()));
  const problems = watched.flatMap((w) => w.problems);
  if (problems.length) throw new Error(`The browser reported problems:\n${problems.join('\n')}`);
});

async function open(query: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 640 }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.url.replace(/\/$/, '') });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.stack ?? e}`));
  pages.push({ page, problems });
  await page.goto(`${harness.url}index.html?${query}`);
  await page.locator('.lp-grid__cell').first().waitFor();
  return page;
}

/** Row numbers (1-based, as shown) of the rows wholly visible below the header. */
function visibleRows(page: Page): Promise<number[]> {
  return page.$$eval('.lp-grid__rownum', (els) => {
    const v = document.querySelector('.lp-grid__viewport')!.getBoundingClientRect();
    const header = document.querySelector('.lp-grid__header')!.getBoundingClientRect();
    return els
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= header.bottom - 1 && r.bottom <= v.bottom + 1;
      })
      .map((e) => Number(e.textContent))
      .sort((a, b) => a - b);
  });
}

describe('DataGrid with 1M rows × 120 columns', () => {
  it('paints fast with a few hundred DOM nodes and reaches the last row by keyboard', async () => {
    const started = Date.now();
    const page = await open('mode=wide&rows=1000000&cols=120');
    const firstPaintMs = Date.now() - started; // navigation, bundle, data set-up and paint
    expect(firstPaintMs).toBeLessThan(8_000);
    expect(await page.locator('.lp-grid__summary').textContent()).toBe('1,000,000 rows·120 columns');
    expect(await page.evaluate(() => document.querySelectorAll('.lp-grid *').length)).toBeLessThan(1_500);
    // Chromium caps scroll heights at 33,554,432 px: the grid lays out less and scales.
    const scrollHeight = await page.locator('.lp-grid__viewport').evaluate((e) => e.scrollHeight);
    expect(scrollHeight).toBeLessThanOrEqual(15_000_000);
    expect((await visibleRows(page))[0]).toBe(1);

    await page.locator('.lp-grid__cell[data-row="2"][data-col="1"]').click();
    await page.keyboard.press('Control+End');
    await expect.poll(() => visibleRows(page)).toContain(1_000_000);
    expect((await visibleRows(page)).at(-1)).toBe(1_000_000);
    expect(await page.locator('.lp-grid__status').textContent()).toBe('Row 1,000,000 · category_1alpha-999');
    // The last row's cells are painted, not only its number.
    expect(await page.locator('.lp-grid__cell[data-row="999999"][data-col="1"]').textContent()).toBe('alpha-999');

    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    expect(await page.locator('.lp-grid__status').textContent()).toMatch(/^Row 999,9\d\d · category_1/);
    await page.keyboard.press('Control+Home');
    expect((await visibleRows(page))[0]).toBe(1);
    await page.keyboard.press('End');
    expect(await page.locator('.lp-grid__status').textContent()).toMatch(/^Row 1 · flag_119/);
    await expect.poll(() => page.locator('.lp-grid__hcell--active').textContent()).toBe('flag_119');
  }, 120_000);

  it('shows rows around 500,000 when the scrollbar is dragged to the middle, and wheels by rows', async () => {
    const page = await open('mode=wide&rows=1000000&cols=120');
    const viewport = page.locator('.lp-grid__viewport');
    const box = (await viewport.boundingBox())!;
    const bar = await viewport.evaluate((e) => (e as HTMLElement).offsetWidth - e.clientWidth);
    expect(bar).toBeGreaterThan(0);
    // Grab the thumb just under the scrollbar's up arrow and drag it to the middle of the track.
    await page.mouse.move(box.x + box.width - bar / 2, box.y + bar + 6);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - bar / 2, box.y + box.height / 2 + bar / 2, { steps: 10 });
    await page.mouse.up();
    const fraction = await viewport.evaluate((e) => e.scrollTop / (e.scrollHeight - e.clientHeight));
    expect(fraction).toBeGreaterThan(0.4);
    expect(fraction).toBeLessThan(0.6);
    const rows = await visibleRows(page);
    // The rows shown are where the scrollbar says: the same fraction of a million rows.
    expect(Math.abs(rows[0]! - fraction * 1_000_000)).toBeLessThan(1_000);
    expect(rows[0]).toBeGreaterThan(400_000);
    expect(rows[0]).toBeLessThan(600_000);

    // A wheel notch moves by pixels of rows, not by the scaled scroll distance.
    await page.mouse.move(box.x + 300, box.y + 200);
    await page.mouse.wheel(0, 28 * 10);
    await expect.poll(async () => (await visibleRows(page))[0]).toBe(rows[0]! + 10);
  }, 120_000);

  it('keeps the rows in view while rows stream in past the scaling threshold', async () => {
    const page = await open('mode=stream&cols=8');
    await page.locator('.lp-grid__cell[data-row="0"][data-col="0"]').click();
    for (let i = 0; i < 20; i++) await page.keyboard.press('PageDown');
    const before = await visibleRows(page);
    expect(before[0]).toBeGreaterThan(200);
    await page.evaluate(() => window.gridAppend!(499_000));
    await expect.poll(() => page.locator('.lp-grid__summary').textContent()).toBe('500,000 rows·8 columns');
    expect(await visibleRows(page)).toEqual(before);
    await page.evaluate(() => window.gridAppend!(1_500_000)); // 2M rows: now scaled
    await expect.poll(() => page.locator('.lp-grid__summary').textContent()).toBe('2,000,000 rows·8 columns');
    expect(await visibleRows(page)).toEqual(before);
    await page.keyboard.press('Control+End');
    await expect.poll(async () => (await visibleRows(page)).at(-1)).toBe(2_000_000);
    // A new result (fewer rows) starts again at the top, with no selection.
    await page.evaluate(() => window.gridReplace!(1000));
    await expect.poll(async () => (await visibleRows(page))[0]).toBe(1);
    expect(await page.locator('.lp-grid__cell--active').count()).toBe(0);
  }, 120_000);
});

describe('DataGrid copy and CSV download', () => {
  it('copies the selected cell and row with Ctrl+C, and everything (capped) with the toolbar', async () => {
    const page = await open('mode=facts&rows=1000000');
    await page.locator('.lp-grid__cell[data-row="1"][data-col="1"]').click();
    await page.keyboard.press('Control+c');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('beta');
    await expect(page.getByText('Copied to clipboard!').first().waitFor()).resolves.toBeUndefined();

    await page.locator('.lp-grid__rownum', { hasText: /^3$/ }).click();
    await page.keyboard.press('Control+c');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('2020-01-01 00:01:00\tgamma\tc2_62\t909.3\t838');

    await page.getByRole('button', { name: 'Copy to clipboard' }).click();
    await page
      .getByText('Copied the first 100,000 of 1,000,000 rows to clipboard. Download CSV to get every row.')
      .waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split('\n');
    expect(lines[0]).toBe('ts\tcat1\tcat2\tm1\tm2');
    expect(lines.length).toBe(100_002); // header, 100,000 rows, final newline
  }, 120_000);

  it('downloads 1M rows as CSV without freezing the page', async () => {
    const page = await open('mode=facts&rows=1000000');
    // Watch the frame rate while the CSV is built: the page must keep painting.
    await page.evaluate(() => {
      const w = window as unknown as { maxGap: number; frames: number };
      w.maxGap = 0;
      w.frames = 0;
      let last = performance.now();
      const tick = (now: number) => {
        w.maxGap = Math.max(w.maxGap, now - last);
        w.frames++;
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('facts.csv');
    const { maxGap, frames } = await page.evaluate(() => {
      const w = window as unknown as { maxGap: number; frames: number };
      return { maxGap: w.maxGap, frames: w.frames };
    });
    expect(frames).toBeGreaterThan(10);
    expect(maxGap).toBeLessThan(1_000);

    const file = await download.path();
    let count = 0;
    let first = '';
    let last = '';
    for await (const line of readline.createInterface({ input: fs.createReadStream(file) })) {
      if (count === 0) first = line;
      last = line;
      count++;
    }
    expect(count).toBe(1_000_001);
    expect(first).toBe('ts,cat1,cat2,m1,m2');
    expect(last.split(',').slice(1, 3)).toEqual(['kappa', 'c2_69']);
    await expect.poll(() => page.getByRole('button', { name: 'Download CSV' }).isEnabled()).toBe(true);
  }, 120_000);
});

describe('DataGrid look and columns', () => {
  it('resizes a column by dragging its header edge', async () => {
    const page = await open('mode=sample');
    const header = page.locator('.lp-grid__hcell', { hasText: 'name' }).first();
    const before = (await header.boundingBox())!;
    const handle = (await header.locator('.lp-grid__resize').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 80, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Math.round((await header.boundingBox())!.width - before.width)).toBe(80);
    const cell = page.locator('.lp-grid__cell[data-row="0"][data-col="1"]');
    expect(Math.round((await cell.boundingBox())!.width)).toBe(Math.round(before.width + 80));
  }, 120_000);

  it('sorts by a header click: ascending, descending with NULLs last, then back to the data order', async () => {
    const page = await open('mode=sample');
    const header = page.locator('.lp-grid__hcell', { hasText: 'revenue' });
    const revenue = (row: number) => page.locator(`.lp-grid__cell[data-row="${row}"][data-col="3"]`).textContent();
    expect(await revenue(0)).toBe('0');
    await header.getByRole('button', { name: 'Sort by revenue' }).click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const asc = await Promise.all([0, 1, 2, 3].map((r) => revenue(r)));
    expect(asc.map(Number)).toEqual([...asc.map(Number)].sort((a, b) => a - b));
    expect(asc[0]).toBe('0');
    await header.getByRole('button', { name: 'Sort by revenue' }).click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    const desc = await Promise.all([0, 1, 2, 3].map((r) => revenue(r)));
    expect(desc[0]).not.toBe('0');
    expect(desc.map(Number)).toEqual([...desc.map(Number)].sort((a, b) => b - a));
    await page.locator('.lp-grid__viewport').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+End');
    expect(await revenue(59)).toBe('NULL'); // NULLs last, descending too
    await header.getByRole('button', { name: 'Sort by revenue' }).click();
    expect(await header.getAttribute('aria-sort')).toBeNull();
    await page.keyboard.press('Control+Home');
    expect(await revenue(0)).toBe('0');
  }, 120_000);

  it('shows NULL apart, numbers right-aligned, times formatted, in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await open(`mode=sample&theme=${theme}`);
      const nullCell = page.locator('.lp-grid__cell[data-row="3"][data-col="2"]');
      expect(await nullCell.textContent()).toBe('NULL');
      expect(await nullCell.evaluate((e) => getComputedStyle(e).fontStyle)).toBe('italic');
      const number = page.locator('.lp-grid__cell[data-row="1"][data-col="3"]');
      expect(await number.evaluate((e) => getComputedStyle(e).textAlign)).toBe('right');
      expect(await page.locator('.lp-grid__cell[data-row="1"][data-col="2"]').textContent()).toBe(
        '2020-01-04 01:00:01',
      );
      const long = page.locator('.lp-grid__cell[data-row="0"][data-col="6"]');
      expect(await long.getAttribute('title')).toMatch(/^A long free-text note .* status line$/);
      await long.click();
      expect(await page.locator('.lp-grid__status-value').textContent()).toMatch(/status line$/);
      const surface = await page.locator('.lp-grid').evaluate((e) => getComputedStyle(e).backgroundColor);
      const hex = THEMES[theme]['color-surface'];
      const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      expect(surface).toBe(rgb);
    }
  }, 120_000);
});
