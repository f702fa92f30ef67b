// The Explore benchmark (issue 13 item 8): `node --import tsx tests/bench/explore/run.ts [--runs 7]`.
// See README.md in this folder. Never part of `npm test`.
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser.test-support.ts';
import { ADMIN_PASSWORD, bootLoupe } from '../../harness/boot-loupe.ts';
import { median } from '../chart-data/bench-stats.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Number(args.runs);
const OPEN_TARGET = 500;
const CHANGE_TARGET = 150;
const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (x: number) => `${Math.round(x)} ms`;

/** The walk-through's first chart: a monthly line of sum__num by gender (its saved params, golden 01). */
function lineParams(datasetId: number) {
  return {
    datasource: `${datasetId}__table`,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: ['sum__num'],
    groupby: ['gender'],
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        clause: 'WHERE',
        sqlExpression: null,
        isExtra: false,
        isNew: false,
        datasourceWarning: false,
      },
    ],
    row_limit: 10000,
    order_desc: true,
    time_range: 'No filter',
  };
}

/**
 * In every document: the time (ms since navigation start) of the first animation frame after a
 * chart canvas or SVG appeared in Explore's chart pane.
 */
const DRAWN_PROBE = `(() => {
  window.__drawnAt = null;
  const check = () => {
    if (window.__drawnAt === null && document.querySelector('.ex-chart .chart-host canvas, .ex-chart .chart-host svg'))
      requestAnimationFrame(() => { if (window.__drawnAt === null) window.__drawnAt = performance.now(); });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** Open the saved chart: navigation start → the first frame with the chart drawn. */
async function openRun(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const handle = await page.waitForFunction('window.__drawnAt', null, { timeout: 30_000, polling: 'raf' });
  return Number(await handle.jsonValue());
}

/**
 * Change the time grain and press Update chart: from just before Playwright's click to the row
 * count showing the new answer (ECharts draws in the commit that shows it), timed from Node, so
 * the figure includes the protocol's round trips: an upper bound.
 */
async function changeRun(page: Page, grain: string): Promise<number> {
  await page.locator('[data-control="time_grain_sqla"]').getByRole('combobox').selectOption({ label: grain });
  const rowCount = page.getByTestId('row-count');
  const before = await rowCount.textContent();
  const button = page.getByRole('button', { name: 'Update chart' });
  await button.waitFor();
  const start = performance.now();
  await button.click();
  await page.waitForFunction(
    `(() => { const t = document.querySelector('[data-testid="row-count"]')?.textContent; return t && t !== ${JSON.stringify(before)}; })()`,
    null,
    { timeout: 20_000, polling: 'raf' },
  );
  const took = performance.now() - start;
  if (process.env.BENCH_DEBUG)
    out(`change to ${grain}: ${before} → ${await rowCount.textContent()} in ${Math.round(took)} ms`);
  return took;
}

const loupe = await bootLoupe({ examples: true });
const browser = await launchBrowser();
try {
  const api = await loupe.login();
  const ds = await api.get<{ result: { id: number }[] }>(
    '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))',
  );
  const datasetId = ds.body.result[0]!.id;
  const chart = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Explore bench line',
    viz_type: 'echarts_timeseries_line',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(lineParams(datasetId)),
  });
  const url = `/explore/?slice_id=${chart.body.id}`;

  // bypassCSP: the probes are evaluated strings, which the app's CSP (no 'unsafe-eval') refuses.
  const context = await browser.newContext({
    baseURL: loupe.url,
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
  });
  await context.addInitScript(DRAWN_PROBE);
  let page = await context.newPage();
  // Leaving an altered chart asks first (beforeunload): the bench leaves.
  page.on('dialog', (d) => void d.accept());
  await page.goto('/login/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/login/')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);

  // Warm: the bundles in the browser's cache, both answers in the server's result cache.
  await openRun(page, url);
  await changeRun(page, 'Quarter');
  await changeRun(page, 'Month');

  const opens: number[] = [];
  const changes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Each open in a fresh tab of the same context (the browser's cache stays warm).
    const fresh = await context.newPage();
    await page.close();
    page = fresh;
    opens.push(await openRun(page, url));
    // Month ↔ Quarter: each answer differs from the one shown, and both are in the result cache.
    changes.push(await changeRun(page, i % 2 ? 'Month' : 'Quarter'));
  }
  const open = median(opens);
  const change = median(changes);
  out(
    `Explore bench: ${RUNS} runs, warm cache, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`,
  );
  out(
    `open a saved chart → drawn:          median ${ms(open)} (target ≤ ${OPEN_TARGET} ms) runs ${opens.map(ms).join(', ')}`,
  );
  out(
    `change one control → redrawn:        median ${ms(change)} (target ≤ ${CHANGE_TARGET} ms) runs ${changes.map(ms).join(', ')}`,
  );
  out(`open/target ${(open / OPEN_TARGET).toFixed(2)}, change/target ${(change / CHANGE_TARGET).toFixed(2)}`);
} finally {
  await browser.close();
  await loupe.close();
}
