// The viz benchmark (issue 12 "Done means"): `node --import tsx tests/bench/viz/run.ts [--runs 3]`.
// See README.md. Never part of `npm test`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';
import { buildTimeseriesQuery } from '../../../core/viz/timeseries/build-query.ts';
import { lttb } from '../../../server/engine/post-processing/downsample-algorithms.ts';
import { launchBrowser } from '../../e2e/browser.test-support.ts';
import { bootLoupe } from '../../harness/boot-loupe.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
const SIZES = [10_000, 100_000, 1_000_000];
const WIDTH = 1000;
const out = (line: string) => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A minute-spaced random walk with a daily wave: what a dense metric looks like. */
function series(n: number): { xs: Float64Array; ys: Float64Array } {
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  let y = 0;
  for (let i = 0; i < n; i++) {
    xs[i] = 1_700_000_000 + i * 60;
    y += Math.sin(i / 1440) + (Math.random() - 0.5) * 4;
    ys[i] = y;
  }
  return { xs, ys };
}

async function pageFiles(): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: path.resolve(import.meta.dirname, '../../..'),
    entryPoints: [path.join(import.meta.dirname, 'bench-page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110'],
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

async function draw(
  page: Page,
  kind: 'drawUplot' | 'drawECharts',
  xs: Float64Array,
  ys: Float64Array,
): Promise<number> {
  return page.evaluate(
    async ({ kind, xs, ys }) => {
      const bench = (
        window as unknown as { bench: Record<string, (x: Float64Array, y: Float64Array) => Promise<number>> }
      ).bench;
      return bench[kind](new Float64Array(xs), new Float64Array(ys));
    },
    { kind, xs: Array.from(xs), ys: Array.from(ys) },
  );
}

async function payloads(): Promise<
  { rows: number; full: number; thinned: number; fullRows: number; thinnedRows: number }[]
> {
  const h = await bootLoupe({ examples: true });
  try {
    const admin = await h.login();
    const ds = await admin.get<{ result: { id: number; table_name: string }[] }>('/api/v1/dataset/?q=(page_size:100)');
    const facts = ds.body.result.find((d) => d.table_name === 'facts');
    if (!facts) throw new Error('no facts dataset');
    const rows: { rows: number; full: number; thinned: number; fullRows: number; thinnedRows: number }[] = [];
    for (const limit of SIZES) {
      // The line chart's own query: sum of m1 per distinct ts (no grain), up to `limit` points.
      const formData = {
        datasource: `${facts.id}__table`,
        viz_type: 'echarts_timeseries_line',
        x_axis: 'ts',
        metrics: ['sum__m1'],
        groupby: [],
        adhoc_filters: [],
        row_limit: limit,
      };
      const sizes: number[] = [];
      const counts: number[] = [];
      for (const options of [undefined, { downsample: { width: WIDTH } }]) {
        const res = await admin.post('/api/v1/chart/data', buildTimeseriesQuery(formData, options));
        const { text } = res;
        if (res.status !== 200) throw new Error(`chart data ${res.status}: ${text.slice(0, 200)}`);
        sizes.push(Buffer.byteLength(text));
        counts.push((JSON.parse(text) as { result: { rowcount: number }[] }).result[0].rowcount);
      }
      rows.push({ rows: limit, full: sizes[0], thinned: sizes[1], fullRows: counts[0], thinnedRows: counts[1] });
    }
    return rows;
  } finally {
    await h.close();
  }
}

async function main(): Promise<void> {
  out(
    `Load average: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores; ${RUNS} runs each, medians.`,
  );
  const js = await pageFiles();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 600 } });
    await page.route('http://bench.local/**', (route) =>
      route.request().url().endsWith('/page.js')
        ? route.fulfill({ body: js, contentType: 'text/javascript' })
        : route.fulfill({
            body: '<!doctype html><html><body></body><script type="module" src="/page.js"></script></html>',
            contentType: 'text/html',
          }),
    );
    await page.goto('http://bench.local/');
    await page.waitForFunction(() => 'bench' in window);
    out(
      `${'points'.padStart(10)}  ${'uPlot all points'.padStart(18)}  ${'ECharts after LTTB'.padStart(20)}  (LTTB to ${2 * WIDTH} points, Node)`,
    );
    for (const n of SIZES) {
      const { xs, ys } = series(n);
      const keep = lttb(Array.from(xs), Array.from(ys), 2 * WIDTH);
      const dx = Float64Array.from(keep, (i) => xs[i]);
      const dy = Float64Array.from(keep, (i) => ys[i]);
      const u: number[] = [];
      const e: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        u.push(await draw(page, 'drawUplot', xs, ys));
        e.push(await draw(page, 'drawECharts', dx, dy));
      }
      out(
        `${n.toLocaleString('en-US').padStart(10)}  ${`${median(u).toFixed(1)} ms`.padStart(18)}  ${`${median(e).toFixed(1)} ms`.padStart(20)}   runs: ${u.map(Math.round).join('/')} | ${e.map(Math.round).join('/')}`,
      );
    }
  } finally {
    await browser.close();
  }
  out('');
  out(
    'Payload of /api/v1/chart/data for the line chart on facts (sum__m1 per ts), without and with downsample (width 1000):',
  );
  for (const p of await payloads()) {
    out(
      `${`row_limit ${p.rows.toLocaleString('en-US')}`.padEnd(22)} full ${p.fullRows} rows ${(p.full / 1024).toFixed(0)} KiB   downsampled ${p.thinnedRows} rows ${(p.thinned / 1024).toFixed(0)} KiB`,
    );
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
