// The chart-data benchmark (issue 4 item 9): `node --import tsx tests/bench/chart-data/run.ts`.
// See README.md in this folder. Never part of `npm test`.
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compileQuery, type CompileDataset, type CompiledQuery } from '../../../server/engine/compiler/index.ts';
import { parseTimeRange } from '../../../server/engine/time-range/index.ts';
import { DUCKDB_LOCKDOWN } from '../../../server/engine/connectors/duckdb/duckdb-lockdown.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe } from '../../harness/boot-loupe.ts';
import { BENCH_CASES, type BenchCase } from './bench-cases.ts';
import { timedPost } from './bench-http.ts';
import { median, rps, sameStatement, timed } from './bench-stats.ts';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
  },
});
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const SECONDS = Number(args.seconds);
const out = (line = '') => process.stdout.write(`${line}\n`);

interface ChartDataResponse {
  result: { rowcount: number; data: unknown[]; query?: string; is_cached?: boolean; error?: string | null }[];
}

async function main(): Promise<void> {
  out(`Booting Loupe with the examples (the 5M-row facts table)…`);
  const h = await bootLoupe({ examples: true });
  try {
    const admin = await h.login();
    const ds = await factsDataset(admin);
    const file = path.join(h.dataDir, 'examples.duckdb');
    // The connector takes its instance from DuckDB's per-file cache: the driver gets the same one,
    // so both sides run on the same database, threads and buffer cache. Loupe opens the examples
    // read-only (every process may), and the cache hands out an instance only for the same options.
    const instance = await DuckDBInstance.fromCache(file, { access_mode: 'READ_ONLY', ...DUCKDB_LOCKDOWN });
    const driver = await instance.connect();

    const body = (c: BenchCase, resultType = 'full') => ({
      datasource: { id: ds.id, type: 'table' },
      force: true,
      queries: [c.query],
      form_data: { datasource: `${ds.id}__table`, viz_type: c.kind === 'raw' ? 'table' : 'echarts_timeseries_line' },
      result_format: 'json',
      result_type: resultType,
    });
    const csrf = await admin.csrfToken();
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${admin.token}`,
      cookie: admin.cookieHeader(),
      'x-csrftoken': csrf,
    };
    /** One request: its latency to the last byte, then (off the clock) its answer checked. */
    const apiTimed = async (c: BenchCase): Promise<{ ms: number; rows: number }> => {
      const res = await timedPost(`${h.url}/api/v1/chart/data`, headers, body(c));
      if (res.status !== 200)
        throw new Error(`POST /api/v1/chart/data (${c.name}): ${res.status} ${res.text.slice(0, 300)}`);
      const r = (JSON.parse(res.text) as ChartDataResponse).result[0]!;
      if (r.is_cached) throw new Error(`${c.name}: the API answered from its cache despite force: true`);
      return { ms: res.ms, rows: r.rowcount };
    };
    const api = async (c: BenchCase): Promise<number> => (await apiTimed(c)).rows;

    const probe = await admin.post('/api/v1/chart/data', body(BENCH_CASES[0]!, 'query'));
    if (probe.status === 404) {
      out('POST /api/v1/chart/data does not answer yet (404): the benchmark cannot run.');
      process.exitCode = 2;
      return;
    }

    out(
      `facts: dataset ${ds.id}; ${ITERATIONS} interleaved iterations per case after ${WARMUP} warm-ups, cache bypassed (force: true).`,
    );
    out(
      `Load average when starting: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')} on ${os.cpus().length} cores.`,
    );
    out('');
    out(pad(['case', 'rows', 'API median ms', 'driver median ms', 'API/driver', 'target', 'min API/driver']));
    const results: { c: BenchCase; ratio: number }[] = [];
    for (const c of BENCH_CASES) {
      const compiled = compileQuery(c.query, ds.compile, 'duckdb', {
        defaultRowLimit: 50_000,
        maxRowLimit: 100_000,
        resolveTimeRange: (range) => parseTimeRange(range, { now: new Date() }),
      });
      if (compiled.plan.kind !== 'single') throw new Error(`${c.name}: expected one statement on DuckDB`);
      const stmt = compiled.plan.statement;
      const shown = await admin.post<ChartDataResponse>('/api/v1/chart/data', body(c, 'query'));
      const apiSql = shown.body.result?.[0]?.query;
      if (typeof apiSql === 'string' && !sameStatement(stmt.sql, apiSql)) {
        out(`  note: the API's SQL for "${c.name}" differs from the bench's compile:\n${apiSql}\n  ---\n${stmt.sql}`);
      }
      const direct = () => runDriver(driver, compiled);
      for (let i = 0; i < WARMUP; i++) {
        await api(c);
        await direct();
      }
      const apiMs: number[] = [];
      const driverMs: number[] = [];
      const rows = { api: 0, driver: 0 };
      for (let i = 0; i < ITERATIONS; i++) {
        // Alternate which side goes first, so neither always runs on the other's warm caches.
        const first = i % 2 === 0;
        const viaApi = async () => {
          const r = await apiTimed(c);
          rows.api = r.rows;
          apiMs.push(r.ms);
        };
        if (first) await viaApi();
        driverMs.push(await timed(async () => (rows.driver = await direct())));
        if (!first) await viaApi();
      }
      if (rows.api !== rows.driver)
        throw new Error(`${c.name}: the API returned ${rows.api} rows, the driver ${rows.driver}`);
      const ratio = median(apiMs) / median(driverMs);
      results.push({ c, ratio });
      const best = `${Math.min(...apiMs).toFixed(1)}/${Math.min(...driverMs).toFixed(1)} = ${(Math.min(...apiMs) / Math.min(...driverMs)).toFixed(3)}`;
      out(
        pad([
          c.name,
          String(rows.api),
          median(apiMs).toFixed(1),
          median(driverMs).toFixed(1),
          ratio.toFixed(3),
          c.kind === 'raw' ? '≤ 1.25' : '≤ 1.10',
          best,
        ]),
      );
    }

    const loadCase = BENCH_CASES[0]!;
    out('');
    out(`Requests per second on "${loadCase.name}" through the API (${SECONDS} s each):`);
    const rps1 = await rps(() => api(loadCase), 1, SECONDS * 1000);
    const rps10 = await rps(() => api(loadCase), 10, SECONDS * 1000);
    out(pad(['concurrency 1', `${rps1.toFixed(2)} req/s`]));
    out(pad(['concurrency 10', `${rps10.toFixed(2)} req/s`]));
    out(pad(['rps@10 / rps@1', (rps10 / rps1).toFixed(3), 'target ≥ 1.00']));

    out('');
    const misses = results.filter((r) => r.ratio > (r.c.kind === 'raw' ? 1.25 : 1.1)).map((r) => r.c.name);
    if (rps10 < rps1) misses.push('rps@10 ≥ rps@1');
    out(misses.length ? `Targets missed: ${misses.join(', ')}` : 'Every target met.');
    driver.closeSync();
  } finally {
    await h.close();
  }
}

/**
 * The compiled statement through @duckdb/node-api, its values read into JS as the connector reads
 * them: column by column, one pass over each of DuckDB's vectors (the driver's `getColumnsJS`;
 * its `getRowsJS` visits every vector once a row and takes twice as long on 10k raw rows).
 */
async function runDriver(conn: DuckDBConnection, compiled: CompiledQuery): Promise<number> {
  if (compiled.plan.kind !== 'single') throw new Error('one statement expected');
  const { sql, params } = compiled.plan.statement;
  // Values only when there are any, as one calls the driver (given values, it splits and prepares first).
  const reader = await conn.runAndReadAll(sql, params.length ? (params as DuckDBValue[]) : undefined);
  const columns = reader.getColumnsJS();
  return columns.length ? columns[0]!.length : 0;
}

interface DatasetShow {
  result: {
    id: number;
    table_name: string;
    schema: string | null;
    sql: string | null;
    main_dttm_col: string | null;
    columns: {
      column_name: string;
      expression: string | null;
      type: string | null;
      is_dttm: boolean;
      python_date_format: string | null;
    }[];
    metrics: { metric_name: string; expression: string }[];
  };
}

/** The facts dataset, and the same CompileDataset the server builds from its metadata. */
async function factsDataset(admin: ApiClient): Promise<{ id: number; compile: CompileDataset }> {
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:facts)))');
  const list = await admin.get<{ result: { id: number }[] }>(`/api/v1/dataset/?q=${q}`);
  const id = list.body.result[0]?.id;
  if (id === undefined) throw new Error('the examples have no facts dataset');
  const show = await admin.get<DatasetShow>(`/api/v1/dataset/${id}`);
  const r = show.body.result;
  return {
    id,
    compile: {
      table_name: r.table_name,
      schema: r.schema,
      sql: r.sql,
      main_dttm_col: r.main_dttm_col,
      columns: r.columns.map((c) => ({
        column_name: c.column_name,
        expression: c.expression,
        type: c.type,
        is_dttm: Boolean(c.is_dttm),
        python_date_format: c.python_date_format,
      })),
      metrics: r.metrics.map((m) => ({ metric_name: m.metric_name, expression: m.expression })),
    },
  };
}

function pad(cells: string[]): string {
  const widths = [22, 8, 15, 18, 12, 9];
  return cells.map((c, i) => c.padEnd(widths[i] ?? 10)).join(' ');
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
