// The SQL Lab benchmark (issue 5 item 4): `node --import tsx tests/bench/sqllab/run.ts`.
// See README.md in this folder. Never part of `npm test`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser.test-support.ts';
import { buildGridHarness } from '../../e2e/data-grid-harness/build-harness.ts';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { apiTime } from './api-time.ts';
import { engineTimes } from './engine-time.ts';
import { installProbe, jsHeap, readProbe, revealLastRow, type ProbeMarks } from './page-probe.ts';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'auto' }, // screen | direct | auto
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const TABLE_SQL = 'SELECT * FROM facts';
const ENGINE_SQL = `${TABLE_SQL} LIMIT ${ROWS}`;
const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`;

interface UiRun {
  firstPaint: number;
  allRows: number;
  lastShown: number;
  heap: Awaited<ReturnType<typeof jsHeap>>;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/login/')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}

/** Is the SQL Lab screen there, with a Run button and a row limit that offers ROWS? */
async function screenReady(page: Page): Promise<boolean> {
  await page.goto('/sqllab/');
  try {
    await page.getByTestId('run-query').waitFor({ timeout: 20_000 });
    const options = await page.getByTestId('row-limit').locator('option').allTextContents();
    return options.some((o) => Number(o.replace(/\D/g, '')) === ROWS);
  } catch {
    return false;
  }
}

/** One run in the SQL Lab screen: type the SQL, pick the limit, click Run, watch the grid. */
async function screenRun(page: Page): Promise<UiRun> {
  await page.goto('/sqllab/');
  await page.getByTestId('run-query').waitFor();
  // A fresh tab, the others closed: no earlier result restored into the pane or the page's memory.
  await page.getByTestId('add-tab').click();
  await page
    .locator('[data-testid="query-tab"][data-active]')
    .getByText(/Untitled Query/)
    .waitFor();
  for (let n = await page.getByTestId('query-tab').count(); n > 1; n--) {
    await page.locator('[data-testid="query-tab"]:not([data-active]) .sqllab-tab__close').first().click();
    await page.waitForFunction((left) => document.querySelectorAll('[data-testid="query-tab"]').length === left, n - 1);
  }
  await page.waitForLoadState('networkidle');
  await page.getByTestId('row-limit').selectOption(String(ROWS));
  const editor = page.getByTestId('sql-editor').locator('.monaco-editor').first();
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(TABLE_SQL);
  await page.keyboard.press('Escape'); // close any suggestion box
  await installProbe(page, '[data-testid="result-grid"]', ROWS, '[data-testid="run-query"]');
  await page.getByTestId('run-query').click();
  return finishRun(page, '[data-testid="result-grid"]');
}

/** One run with the grid mounted alone on the Loupe origin (execute + Arrow stream, as the screen does). */
async function directRun(page: Page, databaseId: number): Promise<UiRun> {
  await page.goto('/__sqllab-bench/index.html');
  await page.waitForFunction(() => typeof window.benchRun === 'function');
  await installProbe(page, 'main', ROWS, null);
  await page.evaluate(({ databaseId, sql, limit }) => void window.benchRun!({ databaseId, sql, limit }), {
    databaseId,
    sql: TABLE_SQL,
    limit: ROWS,
  });
  return finishRun(page, 'main');
}

async function finishRun(page: Page, root: string): Promise<UiRun> {
  await page.waitForFunction(
    () => (window as unknown as { probeMarks: ProbeMarks }).probeMarks.firstPaint !== undefined,
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  await revealLastRow(page, root, ROWS, 300_000);
  const m = await readProbe(page);
  if (m.run === undefined || m.firstPaint === undefined || m.allRows === undefined || m.lastShown === undefined)
    throw new Error(`incomplete marks: ${JSON.stringify(m)}`);
  const heap = await jsHeap(page);
  return { firstPaint: m.firstPaint - m.run, allRows: m.allRows - m.run, lastShown: m.lastShown - m.run, heap };
}

async function main(): Promise<void> {
  out(`Booting Loupe with the examples (the 5M-row facts table)…`);
  let h: BootedLoupe | undefined;
  let browser: Browser | undefined;
  try {
    h = await bootLoupe({ examples: true });
    const admin = await h.login();
    const dbs = await admin.get<{ result: { id: number; database_name: string }[] }>(
      '/api/v1/database/?q=(page_size:100)',
    );
    const examples = dbs.body.result.find((d) => d.database_name === 'examples');
    if (!examples) throw new Error('no examples database');
    const file = path.join(h.dataDir, 'examples.duckdb');

    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: h.url, viewport: { width: 1280, height: 800 } });
    const harness = await buildGridHarness(path.join(import.meta.dirname, 'direct-grid-page.tsx'));
    await context.route(`${h.url}/__sqllab-bench/**`, (route) => {
      const f = harness.get(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      return f ? route.fulfill({ body: f.body, contentType: f.type }) : route.fulfill({ status: 404 });
    });
    const probe = await context.newPage();
    await signIn(probe);
    let mode = args.mode;
    if (mode === 'auto') mode = (await screenReady(probe)) ? 'screen' : 'direct';
    await probe.close();

    out(
      `Load average when starting: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')} on ${os.cpus().length} cores.`,
    );
    out(
      `SQL: ${TABLE_SQL} with the row limit ${ROWS.toLocaleString('en-US')} (engine: ${ENGINE_SQL}); ${RUNS} runs each.`,
    );
    out(
      mode === 'screen'
        ? 'Browser: the SQL Lab screen (/sqllab/): SQL typed in the editor, limit picked, Run clicked; marks taken in the page every frame.'
        : 'Browser: the DataGrid mounted alone on the Loupe origin, fed by execute + the Arrow results stream (--mode direct; not the SQL Lab screen).',
    );
    out('');

    const engine = await engineTimes(file, ENGINE_SQL, RUNS);
    if (engine.rows !== ROWS) throw new Error(`the engine read ${engine.rows} rows, not ${ROWS}`);
    const api: { executeMs: number; totalMs: number; rows: number }[] = [];
    for (let i = 0; i < RUNS; i++) api.push(await apiTime(admin, examples.id, TABLE_SQL, ROWS));
    if (api.some((a) => a.rows !== ROWS))
      throw new Error(`the API streamed ${api.map((a) => a.rows).join('/')} rows, not ${ROWS}`);

    const ui: UiRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      page.on('pageerror', (e) => out(`page error: ${e.message}`));
      ui.push(mode === 'screen' ? await screenRun(page) : await directRun(page, examples.id));
      await page.close();
    }

    const eng = median(engine.ms);
    const row = (name: string, xs: number[], ratio = true) =>
      out(
        `${name.padEnd(52)}${ms(median(xs)).padStart(10)}   ${ratio ? `×${(median(xs) / eng).toFixed(1)}`.padStart(6) : ''.padStart(6)}   runs: ${xs.map((x) => Math.round(x)).join(', ')}`,
      );
    out(`${'figure'.padEnd(52)}${'median'.padStart(10)}   ${'/engine'.padStart(6)}`);
    row('raw engine: DuckDB, every value read into JS', engine.ms, false);
    row(
      'API from Node: execute (sync)',
      api.map((a) => a.executeMs),
    );
    row(
      'API from Node: execute + every row as Arrow',
      api.map((a) => a.totalMs),
    );
    row(
      'browser: Run → first rows painted',
      ui.map((u) => u.firstPaint),
    );
    row(
      'browser: Run → all rows in the grid (reachable)',
      ui.map((u) => u.allRows),
    );
    row(
      'browser: Run → last row shown after Ctrl+End',
      ui.map((u) => u.lastShown),
    );
    out('');
    const last = ui[ui.length - 1]!.heap;
    out(
      `Browser JS heap at the end of the last run: ${last.usedMB} MB used (${last.usedAfterGcMB} MB after a forced GC; ${last.totalMB} MB allocated).`,
    );
    if (last.arrayBuffersMB !== null)
      out(`ArrayBuffers outside the JS heap (the Arrow columns): ${last.arrayBuffersMB} MB.`);
  } finally {
    await browser?.close();
    await h?.close();
  }
}

await main();
