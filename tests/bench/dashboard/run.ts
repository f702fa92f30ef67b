// The dashboard benchmark (issue 14): `node --import tsx tests/bench/dashboard/run.ts`.
// See README.md in this folder. Never part of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser.test-support.ts';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createBenchDashboard, saltCharts } from './bench-charts.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    tiles: { type: 'string', default: '50' },
    distinct: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '6' },
    /** Write a Chromium trace of the first warm planner load to this file. */
    trace: { type: 'string' },
    /** Write a V8 CPU profile of the first warm planner load (and the source maps of its scripts) into this folder. */
    profile: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const TILES = Number(args.tiles);
const DISTINCT = Number(args.distinct);
const CONCURRENCY = Number(args.concurrency);
const TARGET_WARM_MS = 1500;
const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

type Mode = 'planner' | 'naive';
type Cache = 'cold' | 'warm';

interface RunResult {
  /** The dashboard's charts answered (`/api/v1/dashboard/<id>/charts`): the tiles can ask. */
  chartsAt: number;
  /** The last visible tile's request was sent (`dashboard-tile-sent`). */
  visibleSent: number;
  /** The last visible tile's answer arrived (`dashboard-tile-answered`). */
  visibleAnswered: number;
  /** The last visible tile drew (`dashboard-tile-rendered`): the figure judged. */
  visibleDrawn: number;
  allDrawn: number;
  visibleTiles: number;
  /** POST /api/v1/chart/data seen on the wire, and the query objects they carried. */
  requests: number;
  queries: number;
  /** Answers whose every query was a server cache hit. */
  hits: number;
  /** Median and slowest time to first byte of the chart-data requests (the server's time). */
  ttfbMedian: number;
  ttfbMax: number;
  errors: number;
}

interface Marks {
  visible: string[];
  tiles: number;
  chartsAt: number;
  marks: { name: string; at: number; tileId: string; cache: string | null; error: string | null }[];
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login/', { waitUntil: 'domcontentloaded', timeout: 120_000 });
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/login/'), { waitUntil: 'commit', timeout: 120_000 }),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}

/** One navigation to the dashboard; waits until every tile drew (or failed). */
async function runOnce(
  context: BrowserContext,
  dashboardId: number,
  mode: Mode,
  browser: Browser,
  tracePath?: string,
  profileDir?: string,
): Promise<RunResult> {
  const page = await context.newPage();
  const chartData: { ttfb: number }[] = [];
  let queries = 0;
  page.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/api/v1/chart/data') return;
    queries += ((r.postDataJSON() as { queries?: unknown[] } | null)?.queries ?? []).length;
  });
  page.on('requestfinished', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/api/v1/chart/data') return;
    const t = r.timing();
    chartData.push({ ttfb: t.responseStart - t.requestStart });
  });
  if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
  const cdp = profileDir ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`/superset/dashboard/${dashboardId}/${mode === 'naive' ? '?planner=naive' : ''}`, {
    timeout: 120_000,
    waitUntil: 'commit',
  });
  // Every CHART tile of the layout has a `dashboard-tile-rendered` mark (the planner's markRendered).
  await page.waitForFunction(
    (n) => {
      const drawn = new Set(
        performance.getEntriesByName('dashboard-tile-rendered').map((m) => (m as PerformanceMark).detail?.tileId),
      );
      return drawn.size >= n;
    },
    TILES,
    { timeout: 300_000, polling: 100 },
  );
  if (tracePath) await browser.stopTracing();
  if (cdp && profileDir) await saveProfile(page, cdp, profileDir);
  const m = await page.evaluate((): Marks => {
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-layout-id^="CHART-"]')];
    const visible = tiles
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight;
      })
      .map((el) => el.dataset.layoutId!);
    const charts = performance
      .getEntriesByType('resource')
      .find((e) => /\/api\/v1\/dashboard\/[^/]+\/charts/.test(e.name)) as PerformanceResourceTiming | undefined;
    return {
      visible,
      tiles: tiles.length,
      chartsAt: charts?.responseEnd ?? 0,
      marks: performance
        .getEntriesByType('mark')
        .filter((e) => e.name.startsWith('dashboard-tile-'))
        .map((e) => {
          const d = (e as PerformanceMark).detail as { tileId: string; cache: string | null; error: string | null };
          return { name: e.name, at: e.startTime, tileId: d.tileId, cache: d.cache, error: d.error };
        }),
    };
  });
  await page.close();
  // The last mark of a phase per tile (a tile answered from a shared request has its own marks).
  const at = (phase: string, ids: string[]) => {
    const last = new Map<string, number>();
    for (const x of m.marks) if (x.name === `dashboard-tile-${phase}`) last.set(x.tileId, x.at);
    return Math.max(...ids.map((id) => last.get(id) ?? 0));
  };
  const answered = m.marks.filter((x) => x.name === 'dashboard-tile-answered');
  const ttfbs = chartData.map((c) => c.ttfb);
  return {
    chartsAt: m.chartsAt,
    visibleSent: at('sent', m.visible),
    visibleAnswered: at('answered', m.visible),
    visibleDrawn: at('rendered', m.visible),
    allDrawn: Math.max(...m.marks.filter((x) => x.name === 'dashboard-tile-rendered').map((x) => x.at)),
    visibleTiles: m.visible.length,
    requests: chartData.length,
    queries,
    hits: answered.filter((x) => x.cache === 'hit').length,
    ttfbMedian: ttfbs.length ? median(ttfbs) : 0,
    ttfbMax: ttfbs.length ? Math.max(...ttfbs) : 0,
    errors: new Set(answered.filter((x) => x.error).map((x) => x.tileId)).size,
  };
}

/** The CPU profile as `warm.cpuprofile`, and each app script's source map beside it (for reading it). */
async function saveProfile(
  page: Page,
  cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>,
  dir: string,
): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'warm.cpuprofile'), JSON.stringify(profile));
  const scripts = new Set(profile.nodes.map((n) => n.callFrame.url).filter((u) => u.includes('/static/assets/')));
  for (const url of scripts) {
    const res = await page.request.get(`${url}.map`);
    if (res.ok()) fs.writeFileSync(path.join(dir, `${path.basename(new URL(url).pathname)}.map`), await res.body());
  }
}

async function main(): Promise<void> {
  out(`Booting Loupe with the examples…`);
  let h: BootedLoupe | undefined;
  let browser: Browser | undefined;
  try {
    h = await bootLoupe({ examples: true, config: { dashboardQueryConcurrency: CONCURRENCY } });
    const admin = await h.login();
    const dash = await createBenchDashboard(admin, { tiles: TILES, distinct: DISTINCT });
    out(
      `dashboard ${dash.dashboardId}: ${TILES} tiles over ${dash.charts.length} saved charts (${dash.charts
        .map((c) => c.vizType)
        .join(', ')})`,
    );
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: h.url, viewport: { width: 1280, height: 900 } });
    const login = await context.newPage();
    await signIn(login);
    await login.close();

    out(`Load average when starting: ${load()} (2 cores shared)`);
    // Warm-up: the app's assets and every plugin chunk into the browser's HTTP cache, on a salt no run uses.
    await saltCharts(admin, dash.charts, 'warmup');
    await runOnce(context, dash.dashboardId, 'planner', browser);

    const results: Record<`${Mode}-${Cache}`, RunResult[]> = {
      'planner-cold': [],
      'planner-warm': [],
      'naive-cold': [],
      'naive-warm': [],
    };
    for (let r = 0; r < RUNS; r++) {
      const order: Mode[] = r % 2 === 0 ? ['planner', 'naive'] : ['naive', 'planner'];
      for (const mode of order) {
        await saltCharts(admin, dash.charts, `run-${r}-${mode}-${Date.now()}`);
        for (const cache of ['cold', 'warm'] as const) {
          const trace = r === 0 && mode === 'planner' && cache === 'warm' ? args.trace : undefined;
          const profile = r === 0 && mode === 'planner' && cache === 'warm' ? args.profile : undefined;
          const res = await runOnce(context, dash.dashboardId, mode, browser, trace, profile);
          results[`${mode}-${cache}`].push(res);
          out(
            `run ${r + 1} ${mode} ${cache}: charts ${ms(res.chartsAt)}, visible sent ${ms(res.visibleSent)}, answered ${ms(res.visibleAnswered)}, drawn ${ms(res.visibleDrawn)} (${res.visibleTiles} tiles), all drawn ${ms(res.allDrawn)}, ${res.requests} requests (${res.queries} queries, ttfb median ${ms(res.ttfbMedian)}, max ${ms(res.ttfbMax)}), ${res.hits}/${TILES} tiles answered from the cache, ${res.errors} errors; load ${load()}`,
          );
        }
      }
    }

    out();
    out(`Medians of ${RUNS} runs (ms from navigation start); load average at the end: ${load()}`);
    out(
      '| loader | cache | charts listed | last visible tile sent | … answered | every visible tile drawn | all tiles drawn | chart-data requests | queries | request TTFB median / max | errors |',
    );
    out('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const key of Object.keys(results) as (keyof typeof results)[]) {
      const rs = results[key];
      const [mode, cache] = key.split('-');
      const med = (f: (x: RunResult) => number) => median(rs.map(f));
      out(
        `| ${mode} | ${cache} | ${ms(med((x) => x.chartsAt))} | ${ms(med((x) => x.visibleSent))} | ${ms(med((x) => x.visibleAnswered))} | **${ms(med((x) => x.visibleDrawn))}** | ${ms(med((x) => x.allDrawn))} | ${med((x) => x.requests)} | ${med((x) => x.queries)} | ${ms(med((x) => x.ttfbMedian))} / ${ms(med((x) => x.ttfbMax))} | ${med((x) => x.errors)} |`,
      );
    }
    const pw = median(results['planner-warm'].map((x) => x.visibleDrawn));
    const pc = median(results['planner-cold'].map((x) => x.visibleDrawn));
    const nc = median(results['naive-cold'].map((x) => x.visibleDrawn));
    out();
    out(`warm, planner: ${ms(pw)} (target ≤ ${ms(TARGET_WARM_MS)}): ${pw <= TARGET_WARM_MS ? 'met' : 'NOT met'}`);
    out(`cold: planner ${ms(pc)} vs naive ${ms(nc)}: ${pc <= nc ? 'planner no slower' : 'planner SLOWER'}`);
  } finally {
    await browser?.close();
    await h?.close();
  }
}

await main();
