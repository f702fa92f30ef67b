// The viz benchmark (issue 12, "Big series stay fast"): `node --import tsx tests/bench/viz/run.ts`.
// See README.md in this folder. Never part of `npm test`.
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser.test-support.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import type { QueryFormData } from '../../../core/viz/index.ts';
import type { DrawRequest, DrawTiming } from './bench-page.tsx';
import {
  benchServerPlugins,
  fetchAnswer,
  lineFormData,
  lineQuery,
  tableFormData,
  tableQuery,
  type Answer,
} from './chart-answers.ts';
import { profileInPage } from './cpu-profile.ts';
import { withMainThreadCpu } from './main-thread-cpu.ts';
import { buildBenchPage, servePage } from './page-server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    width: { type: 'string', default: '800' },
    height: { type: 'string', default: '400' },
  },
});
const RUNS = Number(args.runs);
const SIZES = args.sizes.split(',').map(Number);
const WIDTH = Number(args.width);
const HEIGHT = Number(args.height);
const TABLE_ROWS = 10_000;
const TARGET = { uplot1M: 33, echartsDownsampled: 50, table: 100 };
const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const fmt = (x: number) => x.toFixed(1);
const bytes = (b: number) => (b >= 1e6 ? `${(b / 1e6).toFixed(2)} MB` : `${(b / 1e3).toFixed(1)} kB`);
const k = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);

type Draw = { kind: 'line' | 'table' } | { kind: 'uplot' | 'uplotColumns'; x: string; y: string };

interface Timed extends DrawTiming {
  /** The page's main-thread CPU time from the start to the frame (trace clock). */
  cpu: number;
  /** … of which transformProps (or bare uPlot's columns), and from there to the chart's drawn signal. */
  cpuTransform: number;
  cpuDraw: number;
}

/** One draw in the page; the request goes as JSON text (form_data's open type is too deep for Playwright's types). */
function drawOnce(page: Page, draw: Draw, req: DrawRequest): Promise<DrawTiming> {
  return page.evaluate<DrawTiming, string>((json) => {
    const { draw: d, req: r } = JSON.parse(json) as { draw: Draw; req: DrawRequest };
    if (d.kind === 'uplot') return window.bench!.uplot({ ...r, x: d.x, y: d.y });
    if (d.kind === 'uplotColumns') return window.bench!.uplotColumns({ ...r, x: d.x, y: d.y });
    return window.bench!.plugin(d.kind, r);
  }, JSON.stringify({ draw, req }));
}

/** A warm-up draw, then RUNS timed draws, each after a forced garbage collection, under a trace of the marks. */
async function timeDraws(browser: Browser, page: Page, draw: Draw, req: DrawRequest): Promise<Timed[]> {
  const cdp = await page.context().newCDPSession(page);
  await drawOnce(page, draw, req);
  const { value, cpuMs } = await withMainThreadCpu(browser, page, async () => {
    const timings: DrawTiming[] = [];
    for (let i = 0; i < RUNS; i++) {
      await cdp.send('HeapProfiler.collectGarbage');
      timings.push(await drawOnce(page, draw, req));
    }
    return timings;
  });
  await cdp.detach();
  return value.map((t) => {
    const cpu = cpuMs(t.id);
    const cpuTransform = cpuMs(t.id, 'start', 'transformed');
    const cpuDraw = cpuMs(t.id, 'transformed', 'drawn');
    if (cpu === undefined || cpuTransform === undefined || cpuDraw === undefined)
      throw new Error(`no trace marks for run ${t.id}`);
    return { ...t, cpu, cpuTransform, cpuDraw };
  });
}

interface Row {
  figure: string;
  timings: Timed[];
  target?: number;
}

/** Each figure: main-thread CPU (split) and wall time to the frame, medians, beside its target (judged on CPU; see README). */
function printRows(rows: Row[]): string[] {
  const missed: string[] = [];
  out(
    `${'figure'.padEnd(44)}${'path'.padEnd(8)}${'points'.padStart(8)}${'CPU ms'.padStart(8)}${'target'.padStart(8)}` +
      `${'transform'.padStart(11)}${'draw'.padStart(8)}${'wall ms'.padStart(9)}${'painted'.padStart(9)}   CPU/wall ms of each run`,
  );
  for (const r of rows) {
    const m = (f: keyof Timed) => median(r.timings.map((t) => t[f] as number));
    const cpu = m('cpu');
    const met = r.target === undefined ? '' : cpu <= r.target ? '  ok' : '  MISSED';
    if (r.target !== undefined && cpu > r.target) missed.push(`${r.figure} (${fmt(cpu)} ms CPU > ${r.target} ms)`);
    const t0 = r.timings[0]!;
    out(
      `${r.figure.padEnd(44)}${t0.path.padEnd(8)}${String(t0.points).padStart(8)}${fmt(cpu).padStart(8)}` +
        `${(r.target === undefined ? '' : `≤ ${r.target}`).padStart(8)}${fmt(m('cpuTransform')).padStart(11)}` +
        `${fmt(m('cpuDraw')).padStart(8)}${fmt(m('frame')).padStart(9)}${fmt(m('painted')).padStart(9)}   ` +
        `${r.timings.map((t) => `${Math.round(t.cpu)}/${Math.round(t.frame)}`).join(', ')}${met}`,
    );
  }
  return missed;
}

/** One draw under the CPU profiler, as lines to print. */
async function profileLines(page: Page, title: string, draw: Draw, req: DrawRequest): Promise<string[]> {
  const hot = await profileInPage(page, () => drawOnce(page, draw, req));
  return [
    `CPU profile of one draw: ${title} (self time, heaviest first):`,
    ...hot.map((h) => `  ${fmt(h.selfMs).padStart(8)} ms ${(100 * h.share).toFixed(0).padStart(3)}%  ${h.name}`),
    '',
  ];
}

async function main(): Promise<void> {
  out('Booting Loupe with the examples (the 5M-row facts table), chart-data row cap raised to 1M…');
  let h: BootedLoupe | undefined;
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof servePage>> | undefined;
  try {
    h = await bootLoupe({ examples: true, plugins: benchServerPlugins() });
    const admin = await h.login();
    const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:facts)))');
    const list = await admin.get<{ result: { id: number }[] }>(`/api/v1/dataset/?q=${q}`);
    const datasetId = list.body.result[0]?.id;
    if (datasetId === undefined) throw new Error('the examples have no facts dataset');

    const answers = new Map<string, Buffer>();
    const payload: { n: number; full: Answer; arrow: Answer; down: Answer }[] = [];
    const forms = new Map<number, QueryFormData>();
    for (const n of SIZES) {
      const fd = lineFormData(datasetId, n);
      forms.set(n, fd);
      const full = await fetchAnswer(h.url, admin, await lineQuery(fd));
      // The same full series as Loupe's chart host asks it for a plugin that reads columns.
      const arrow = await fetchAnswer(h.url, admin, await lineQuery(fd), 'arrow');
      const down = await fetchAnswer(h.url, admin, await lineQuery(fd, WIDTH));
      if (full.rows !== n) throw new Error(`the ${k(n)} line query returned ${full.rows} rows`);
      if (arrow.rows !== n) throw new Error(`the ${k(n)} line query returned ${arrow.rows} rows as Arrow`);
      answers.set(`line-${n}`, full.body);
      answers.set(`line-${n}-arrow`, arrow.body);
      answers.set(`line-${n}-down`, down.body);
      payload.push({ n, full, arrow, down });
    }
    const tableFd = tableFormData(datasetId, TABLE_ROWS);
    const table = await fetchAnswer(h.url, admin, await tableQuery(tableFd));
    if (table.rows !== TABLE_ROWS) throw new Error(`the table query returned ${table.rows} rows`);
    answers.set('table', table.body);

    server = await servePage(await buildBenchPage(), answers);
    const b = (browser = await launchBrowser());
    const context = await b.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('pageerror', (e) => out(`page error: ${e.message}`));
    await page.goto(server.url);
    await page.waitForFunction(() => window.bench !== undefined);
    await page.evaluate(() => window.bench!.ready);

    out(
      `Load average when starting: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(
          ', ',
        )} on ${os.cpus().length} cores. Chart ${WIDTH}×${HEIGHT} px; downsample to ${2 * WIDTH} points (LTTB).`,
    );
    out('');
    out(
      'Payload of the chart-data answer (JSON as sent; gzip for reference, Loupe does not compress it) and the ' +
        'request to its last byte (one request, force: true):',
    );
    out(
      `${'points'.padEnd(8)}${'full'.padStart(11)}${'gzip'.padStart(11)}${'API ms'.padStart(9)}` +
        `${'downsampled'.padStart(13)}${'gzip'.padStart(10)}${'API ms'.padStart(9)}${'rows kept'.padStart(15)}` +
        `${'full, Arrow'.padStart(13)}${'API ms'.padStart(9)}`,
    );
    for (const p of payload)
      out(
        `${k(p.n).padEnd(8)}${bytes(p.full.body.length).padStart(11)}${bytes(p.full.gzipBytes).padStart(11)}` +
          `${p.full.ms.toFixed(0).padStart(9)}${bytes(p.down.body.length).padStart(13)}${bytes(p.down.gzipBytes).padStart(10)}` +
          `${p.down.ms.toFixed(0).padStart(9)}${`${p.down.rows}/${p.down.fromRows ?? '?'}`.padStart(15)}` +
          `${bytes(p.arrow.body.length).padStart(13)}${p.arrow.ms.toFixed(0).padStart(9)}`,
      );
    out(
      `table, ${k(TABLE_ROWS)} raw rows: ${bytes(table.body.length)} (gzip ${bytes(table.gzipBytes)}), ${table.ms.toFixed(0)} ms.`,
    );
    out('');

    const rows: Row[] = [];
    const profiles: string[] = [];
    const parses: string[] = [];
    const largest = Math.max(...SIZES);
    const lineReq = (name: string, n: number): DrawRequest => ({
      answer: name,
      formData: forms.get(n)!,
      width: WIDTH,
      height: HEIGHT,
    });
    for (const n of SIZES) {
      for (const name of [`line-${n}`, `line-${n}-arrow`, `line-${n}-down`]) {
        const { parseMs } = await page.evaluate((a) => window.bench!.load(a), name);
        parses.push(`${name}: ${fmt(parseMs)} ms`);
      }
      const full = lineReq(`line-${n}`, n);
      rows.push({
        figure: `line plugin, full ${k(n)} answer`,
        timings: await timeDraws(b, page, { kind: 'line' }, full),
        target: n === 1_000_000 ? TARGET.uplot1M : undefined,
      });
      const arrowReq = lineReq(`line-${n}-arrow`, n);
      rows.push({
        figure: `line plugin, full ${k(n)} Arrow answer`,
        timings: await timeDraws(b, page, { kind: 'line' }, arrowReq),
        target: n === 1_000_000 ? TARGET.uplot1M : undefined,
      });
      rows.push({
        figure: `uPlot alone (defaults), ${k(n)} Arrow columns`,
        timings: await timeDraws(b, page, { kind: 'uplotColumns', x: 'ts', y: 'sum__m1' }, arrowReq),
      });
      rows.push({
        figure: `uPlot alone, full ${k(n)} answer`,
        timings: await timeDraws(b, page, { kind: 'uplot', x: 'ts', y: 'sum__m1' }, full),
        target: n === 1_000_000 ? TARGET.uplot1M : undefined,
      });
      rows.push({
        figure: `line plugin, ${k(n)} downsampled (ECharts)`,
        timings: await timeDraws(b, page, { kind: 'line' }, lineReq(`line-${n}-down`, n)),
        target: TARGET.echartsDownsampled,
      });
      if (n === largest) {
        profiles.push(...(await profileLines(page, `line plugin, full ${k(n)} answer`, { kind: 'line' }, full)));
        profiles.push(
          ...(await profileLines(page, `line plugin, full ${k(n)} Arrow answer`, { kind: 'line' }, arrowReq)),
        );
        const columnsDraw: Draw = { kind: 'uplotColumns', x: 'ts', y: 'sum__m1' };
        profiles.push(
          ...(await profileLines(page, `uPlot alone (defaults), ${k(n)} Arrow columns`, columnsDraw, arrowReq)),
        );
        const bare: Draw = { kind: 'uplot', x: 'ts', y: 'sum__m1' };
        profiles.push(...(await profileLines(page, `uPlot alone, full ${k(n)} answer`, bare, full)));
        const down = lineReq(`line-${n}-down`, n);
        profiles.push(...(await profileLines(page, `line plugin, ${k(n)} downsampled`, { kind: 'line' }, down)));
      }
      for (const name of [`line-${n}`, `line-${n}-arrow`, `line-${n}-down`])
        await page.evaluate((a) => window.bench!.drop(a), name);
    }
    const tableParse = await page.evaluate(() => window.bench!.load('table'));
    parses.push(`table: ${fmt(tableParse.parseMs)} ms`);
    rows.push({
      figure: `table plugin, ${k(TABLE_ROWS)} raw rows`,
      timings: await timeDraws(
        b,
        page,
        { kind: 'table' },
        { answer: 'table', formData: tableFd, width: WIDTH, height: HEIGHT },
      ),
      target: TARGET.table,
    });

    out(
      `Data → pixels, median of ${RUNS} runs after a warm-up, from the parsed answer in the page to the frame after the draw: ` +
        `the page's main-thread CPU (judged against the target) and wall time:`,
    );
    const missed = printRows(rows);
    out('');
    out(missed.length ? `Targets missed: ${missed.join('; ')}` : 'Every target met.');
    out('');
    out(
      `Not in the figures: JSON.parse of each answer in the page, or reading an Arrow answer into columns (wall): ${parses.join(', ')}.`,
    );
    out('');
    for (const line of profiles) out(line);
  } finally {
    await browser?.close();
    await server?.close();
    await h?.close();
  }
}

await main();
