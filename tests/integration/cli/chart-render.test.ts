import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/main.ts';
import { darkVizTheme } from '../../../core/viz/index.ts';
import { loadConfig } from '../../../server/config/load-config.ts';
import { createLoupe, type Loupe } from '../../../server/host/create-loupe.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { pixelStats, pngSize } from '../../../server/viz/png-inspect.ts';
import { cachedExamplesFile } from '../../harness/examples-cache.ts';

// The built-in catalogue grows as chart types land; this file proves the command end to end with
// two test chart types of known behaviour (an ECharts one and a static SVG one) in its place.
vi.mock('../../../viz-plugins/catalogue.ts', async () => {
  const { testBarPlugin, testTablePlugin } = await import('../../../server/viz/test-viz-plugins.test-support.ts');
  return { BUILT_IN_VIZ_PLUGINS: [testBarPlugin, testTablePlugin] };
});

async function loupe(args: string[]) {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (d) => (stdout += d));
  err.on('data', (d) => (stderr += d));
  const code = await main(['node', 'loupe', '--data-dir', dataDir, ...args], {
    out,
    err,
    env: { LOUPE_LOG_LEVEL: 'silent' },
  });
  return { code, stdout, stderr };
}

async function withLocalLoupe<T>(fn: (l: Loupe) => Promise<T>): Promise<T> {
  const config = loadConfig({ env: {}, overrides: { dataDir, logLevel: 'silent', workers: false } });
  const local = await createLoupe({ config, plugins: SERVER_PLUGINS, bootstrap: false });
  try {
    return await fn(local);
  } finally {
    await local.close();
  }
}

let dataDir: string;
let outDir: string;
const charts: Record<string, number> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-chart-render-'));
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-chart-out-'));
  fs.copyFileSync(await cachedExamplesFile(), path.join(dataDir, 'examples.duckdb'));
  expect((await loupe(['init'])).code).toBe(0);
  await withLocalLoupe(async (l) => {
    const ds = await l.store.db
      .selectFrom('tables')
      .select('id')
      .where('table_name', '=', 'birth_names')
      .executeTakeFirstOrThrow();
    const insert = async (name: string, viz_type: string, params: unknown) =>
      (
        await l.store.db
          .insertInto('slices')
          .values({
            uuid: crypto.randomUUID(),
            slice_name: name,
            viz_type,
            datasource_id: ds.id as number,
            datasource_type: 'table',
            params: typeof params === 'string' ? params : JSON.stringify(params),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const params = { groupby: ['state'], metrics: ['sum__num'], time_range: 'No filter' };
    charts.bar = await insert('Births by state', 'test_bar', params);
    charts.table = await insert('Births table', 'test_table', params);
    charts.none = await insert('No such state', 'test_bar', {
      ...params,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'XX' },
      ],
    });
    charts.unknown = await insert('Old chart', 'dist_bar', params);
    charts.broken = await insert('Broken params', 'test_bar', '{not json');
  });
}, 180_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('loupe chart render', () => {
  it('writes a PNG of the asked size drawn with ECharts from the examples', async () => {
    const file = path.join(outDir, 'bar.png');
    const run = await loupe(['chart', 'render', String(charts.bar), '--width', '640', '--height', '480', '-o', file]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Wrote ${file.replace(/[.]/g, '\\.')} \\(PNG, 640×480, \\d+ bytes\\)\\n$`));
    const png = fs.readFileSync(file);
    expect(pngSize(png)).toEqual({ width: 640, height: 480 });
    const stats = pixelStats(png);
    expect(stats.foreground).toBeGreaterThan(5000);
    expect(stats.colours).toBeGreaterThan(3);
  }, 60_000);

  it('writes SVG by file name or --format, in the dark theme, with the static renderer', async () => {
    const file = path.join(outDir, 'table.svg');
    const run = await loupe(['chart', 'render', String(charts.table), '--theme', 'dark', '-o', file]);
    expect(run.code).toBe(0);
    const svg = fs.readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="800" height="600"/);
    expect(svg).toContain(`fill="${darkVizTheme.background}"`);
    expect(svg).toContain('>sum__num</text>');
    expect(svg).toContain('>CA</text>');
    const forced = path.join(outDir, 'table.out');
    expect((await loupe(['chart', 'render', String(charts.table), '--format', 'svg', '-o', forced])).code).toBe(0);
    expect(fs.readFileSync(forced, 'utf8').startsWith('<svg')).toBe(true);
  }, 60_000);

  it('draws the no-results message when the query answers no rows', async () => {
    const file = path.join(outDir, 'none.svg');
    expect((await loupe(['chart', 'render', String(charts.none), '-o', file])).code).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toContain('>No results were returned for this query</text>');
  }, 60_000);

  it('queries as --user: one without access to the dataset is refused, as the API would', async () => {
    const created = await loupe(['user', 'create', '-u', 'gamma', '-p', 'gamma-password', '-r', 'Gamma']);
    expect(created.code).toBe(0);
    const file = path.join(outDir, 'gamma.png');
    const run = await loupe(['chart', 'render', String(charts.bar), '--user', 'gamma', '-o', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^loupe: Chart \d+ \(Births by state\) could not be drawn: .*access/i);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(file)).toBe(false);
  }, 60_000);

  it('says clearly what is wrong, writes nothing and prints no stack trace', async () => {
    const file = path.join(outDir, 'never.png');
    const cases: [string[], number, RegExp][] = [
      [['chart', 'render', '999999', '-o', file], 2, /^loupe: No chart with id 999999\./],
      [
        ['chart', 'render', 'drop table', '-o', file],
        2,
        /^loupe: A chart is named by its id or uuid, not "drop table"\n$/,
      ],
      [
        ['chart', 'render', String(charts.unknown), '-o', file],
        2,
        /^loupe: Chart \d+ \(Old chart\): Unknown chart type \(viz_type\) "dist_bar"\. This server draws: test_bar, test_table\n$/,
      ],
      [['chart', 'render', String(charts.broken), '-o', file], 2, /^loupe: Chart \d+ has params that are not JSON\n$/],
      [
        ['chart', 'render', String(charts.bar), '--width', '50', '-o', file],
        1,
        /a size is a whole number of pixels from 100 to 4000/,
      ],
      [['chart', 'render', String(charts.bar), '--height', '4001', '-o', file], 1, /from 100 to 4000/],
      [['chart', 'render', String(charts.bar), '--format', 'gif', '-o', file], 1, /Allowed choices are png, svg/],
      [['chart', 'render', String(charts.bar), '--theme', 'blue', '-o', file], 1, /Allowed choices are light, dark/],
      [
        ['chart', 'render', String(charts.bar), '--user', 'nobody', '-o', file],
        2,
        /^loupe: No active user named nobody\n$/,
      ],
      [
        ['chart', 'render', String(charts.bar), '-o', path.join(outDir, 'missing', 'x.png')],
        2,
        /^loupe: Cannot write .*x\.png: the folder .*missing does not exist\n$/,
      ],
      [['chart', 'render', String(charts.bar), '-o', outDir], 2, /^loupe: Cannot write .*: it is a folder\n$/],
    ];
    for (const [args, code, message] of cases) {
      const run = await loupe(args);
      expect([run.code, run.stderr], args.join(' ')).toEqual([code, expect.stringMatching(message)]);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(outDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 120_000);
});
