import type { Page } from 'playwright-core';

export interface ProbeMarks {
  /** performance.now() of the Run click (screen) or of the execute call (direct). */
  run?: number;
  firstPaint?: number;
  allRows?: number;
  lastShown?: number;
}

/**
 * Watches the grid inside `root` from the page, every animation frame (so a mark is the frame
 * that paints it): the first cell, the grid holding `rows` rows (its aria-rowcount), and row
 * `rows`' number visible in the viewport. The start is a click on `runSelector` (captured), or
 * the direct page's own mark; only a grid mounted after the start counts.
 */
export async function installProbe(page: Page, root: string, rows: number, runSelector: string | null): Promise<void> {
  // A string, not a function: tsx would wrap the function's inner helpers in a __name() the page lacks.
  await page.evaluate(`(() => {
    const root = ${JSON.stringify(root)}, rows = ${JSON.stringify(rows)}, runSelector = ${JSON.stringify(runSelector)};
    const marks = {};
    window.probeMarks = marks;
    let stale = null; // a grid showing an earlier result when Run is clicked does not count
    if (runSelector) {
      document.addEventListener('click', (e) => {
        if (e.target && e.target.closest && e.target.closest(runSelector) && marks.run === undefined) {
          marks.run = performance.now();
          stale = document.querySelector(root + ' .lp-grid__viewport');
        }
      }, true);
    }
    function tick() {
      const now = performance.now();
      if (marks.run === undefined && window.benchMarks && window.benchMarks.run !== undefined) marks.run = window.benchMarks.run;
      const grid = marks.run === undefined ? null : document.querySelector(root + ' .lp-grid__viewport');
      if (grid && grid !== stale) {
        if (marks.firstPaint === undefined && grid.querySelector('.lp-grid__cell')) marks.firstPaint = now;
        if (marks.allRows === undefined && grid.getAttribute('aria-rowcount') === String(rows + 1)) marks.allRows = now;
        if (marks.lastShown === undefined && marks.allRows !== undefined) {
          const v = grid.getBoundingClientRect();
          const last = [...grid.querySelectorAll('.lp-grid__rownum')].find((e) => e.textContent === String(rows));
          if (last) {
            const r = last.getBoundingClientRect();
            if (r.top >= v.top && r.bottom <= v.bottom + 1) marks.lastShown = now;
          }
        }
      }
      if (marks.lastShown === undefined) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })()`);
}

export function readProbe(page: Page): Promise<ProbeMarks> {
  return page.evaluate(() => ({ ...(window as unknown as { probeMarks: ProbeMarks }).probeMarks }));
}

/** Waits for the grid to hold every row, then Ctrl+End in it, then for the last row to show. */
export async function revealLastRow(page: Page, root: string, rows: number, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { probeMarks: ProbeMarks }).probeMarks.allRows !== undefined,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  await page.locator(`${root} .lp-grid__viewport`).focus();
  await page.keyboard.press('Control+End');
  await page.waitForFunction(
    () => (window as unknown as { probeMarks: ProbeMarks }).probeMarks.lastShown !== undefined,
    undefined,
    { timeout: 30_000, polling: 50 },
  );
}

/**
 * The page's memory (CDP): the JS heap (Performance.getMetrics), before and after a forced garbage
 * collection, and the ArrayBuffer backing stores outside it (Runtime.getHeapUsage), where Arrow
 * columns live.
 */
export async function jsHeap(
  page: Page,
): Promise<{ usedMB: number; usedAfterGcMB: number; totalMB: number; arrayBuffersMB: number | null }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await read();
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await read();
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { backingStorageSize?: number };
  await cdp.detach();
  const mb = (b: number | undefined) => Math.round(((b ?? 0) / 1024 / 1024) * 10) / 10;
  return {
    usedMB: mb(before.JSHeapUsedSize),
    usedAfterGcMB: mb(after.JSHeapUsedSize),
    totalMB: mb(after.JSHeapTotalSize),
    arrayBuffersMB: usage.backingStorageSize === undefined ? null : mb(usage.backingStorageSize),
  };
}
