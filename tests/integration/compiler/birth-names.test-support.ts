import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Connector } from '../../../server/engine/connectors/connector.ts';
import { connectorForUri } from '../../../server/engine/connectors/registry.ts';
import type { CompileDataset, Dialect, TimeRangeResolver } from '../../../server/engine/compiler/index.ts';
import { MYSQL_URL, PG_URL } from '../../harness/services.ts';

/**
 * A small birth_names-like table, built for real in each engine, with the values kept in memory so
 * that tests compute what each query must return independently of any engine.
 */
export interface BirthRow {
  ds: Date;
  name: string;
  gender: 'boy' | 'girl';
  state: string | null;
  num: number;
  num_boys: number;
  num_girls: number;
  flag: boolean | null;
}

export const NAMES = [
  'Aaron',
  'Abigail',
  'Ben',
  "O'Brien",
  'Chloe',
  'David',
  'Emma',
  'Frank',
  'Grace',
  'Henry',
  'Isla',
  'Jack',
];
export const STATES = ['CA', 'NY', 'TX', 'FL', 'IL', 'PA', 'OH', 'WA', 'MI'];

/** "Last year" as the tests pin it: today = 2024-06-15. */
export const LAST_YEAR = { since: new Date(Date.UTC(2023, 5, 15)), until: new Date(Date.UTC(2024, 5, 15)) };

/** The injected time-range grammar: "Last year", "No filter", or "<ISO> : <ISO>". */
export const resolveTimeRange: TimeRangeResolver = (range) => {
  if (range === 'Last year') return LAST_YEAR;
  if (range === 'No filter') return { since: null, until: null };
  const m = /^(.*?) : (.*)$/.exec(range);
  if (!m) throw new Error(`Unexpected time range: ${range}`);
  const side = (s: string) => (s.trim() ? new Date(`${s.trim().replace(' ', 'T')}Z`) : null);
  return { since: side(m[1]!), until: side(m[2]!) };
};

export const inLastYear = (d: Date) => d >= LAST_YEAR.since && d < LAST_YEAR.until;

function makeRows(): BirthRow[] {
  let seed = 20240615;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const start = Date.UTC(2022, 11, 1);
  const end = Date.UTC(2024, 7, 31);
  const rows: BirthRow[] = [];
  const edges = [
    Date.UTC(2023, 5, 15, 0, 0, 0), // the range's first instant: in
    Date.UTC(2024, 5, 15, 0, 0, 0), // its end: out
    Date.UTC(2024, 5, 14, 23, 59, 59), // the last second in
    Date.UTC(2024, 2, 3, 0, 0, 0), // a Sunday at midnight
    Date.UTC(2024, 2, 4, 10, 0, 0), // a Monday
    Date.UTC(2024, 2, 9, 23, 59, 59), // a Saturday's last second
    Date.UTC(2024, 2, 31, 23, 59, 59), // a quarter's last second
    Date.UTC(2024, 3, 1, 0, 0, 0), // the next quarter's first
  ];
  for (let i = 0; i < 240; i++) {
    const ms = i < edges.length ? edges[i]! : Math.floor((start + rnd() * (end - start)) / 1000) * 1000;
    const num = 1000 + ((i * 7919) % 9973);
    const numBoys = Math.floor(num * (0.3 + rnd() * 0.4));
    rows.push({
      ds: new Date(ms),
      name: NAMES[i % NAMES.length]!,
      gender: rnd() < 0.5 ? 'boy' : 'girl',
      state: i % 37 === 5 ? null : STATES[Math.floor(rnd() * STATES.length)]!,
      num,
      num_boys: numBoys,
      num_girls: num - numBoys,
      flag: i % 3 === 0 ? true : i % 3 === 1 ? false : null,
    });
  }
  return rows;
}

export const ROWS: readonly BirthRow[] = makeRows();

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const isoText = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
const dmyText = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

export const ENGINES = ['DuckDB', 'SQLite', 'PostgreSQL', 'MariaDB'] as const;
export type EngineName = (typeof ENGINES)[number];

const DIALECT: Record<EngineName, Dialect> = {
  DuckDB: 'duckdb',
  SQLite: 'sqlite',
  PostgreSQL: 'postgresql',
  MariaDB: 'mysql',
};

const TYPES: Record<EngineName, { ts: string; text: string; int: string; big: string; bool: string; date: string }> = {
  DuckDB: { ts: 'TIMESTAMP', text: 'VARCHAR', int: 'INTEGER', big: 'BIGINT', bool: 'BOOLEAN', date: 'DATE' },
  SQLite: { ts: 'DATETIME', text: 'TEXT', int: 'INTEGER', big: 'BIGINT', bool: 'BOOLEAN', date: 'DATE' },
  PostgreSQL: { ts: 'TIMESTAMP', text: 'TEXT', int: 'INTEGER', big: 'BIGINT', bool: 'BOOLEAN', date: 'DATE' },
  MariaDB: { ts: 'DATETIME', text: 'VARCHAR(64)', int: 'INTEGER', big: 'BIGINT', bool: 'BOOLEAN', date: 'DATE' },
};

export interface EngineFixture {
  name: EngineName;
  dialect: Dialect;
  connector: Connector;
  table: string;
  dataset: CompileDataset;
  /** Runs trusted SQL of the test itself (setup, checks). */
  run: (sql: string) => Promise<unknown[][]>;
  close: () => Promise<void>;
}

const literal = (v: unknown): string => {
  if (v === null) return 'NULL';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return `'${String(v).split("'").join("''")}'`;
};

/** Creates the table (uniquely named) in one engine and fills it. */
export async function openEngine(name: EngineName, prefix: string): Promise<EngineFixture> {
  const table = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-compiler-'));
  let uri: string;
  if (name === 'DuckDB') {
    const file = path.join(tmp, 'compiler.duckdb');
    const { DuckDBInstance } = await import('@duckdb/node-api');
    (await DuckDBInstance.create(file)).closeSync();
    uri = `duckdb:///${file}`;
  } else if (name === 'SQLite') {
    const file = path.join(tmp, 'compiler.db');
    const Database = (await import('better-sqlite3')).default;
    new Database(file).close();
    uri = `sqlite:///${file}`;
  } else {
    uri = name === 'PostgreSQL' ? PG_URL : MYSQL_URL;
  }
  const connector = connectorForUri(uri);
  const run = async (sql: string) => (await connector.execute(sql)).rows;
  const t = TYPES[name];
  const q = (id: string) => (name === 'MariaDB' ? `\`${id}\`` : `"${id}"`);
  await run(
    `CREATE TABLE ${q(table)} (ds ${t.ts}, name ${t.text}, gender ${t.text}, state ${t.text}, num ${t.int}, num_boys ${t.int}, num_girls ${t.int}, ` +
      `ds_epoch_s ${t.big}, ds_epoch_ms ${t.big}, ds_text ${t.text}, ds_dmy ${t.text}, flag ${t.bool}, d ${t.date})`,
  );
  for (let i = 0; i < ROWS.length; i += 60) {
    const values = ROWS.slice(i, i + 60).map((r) =>
      [
        isoText(r.ds),
        r.name,
        r.gender,
        r.state,
        r.num,
        r.num_boys,
        r.num_girls,
        r.ds.getTime() / 1000,
        r.ds.getTime(),
        isoText(r.ds),
        dmyText(r.ds),
        r.flag,
        isoText(r.ds).slice(0, 10),
      ]
        .map(literal)
        .join(', '),
    );
    await run(`INSERT INTO ${q(table)} VALUES (${values.join('), (')})`);
  }
  const col = (column_name: string, type: string, extra: Partial<CompileDataset['columns'][number]> = {}) => ({
    column_name,
    type,
    expression: null,
    is_dttm: false,
    python_date_format: null,
    ...extra,
  });
  const dataset: CompileDataset = {
    table_name: table,
    schema: null,
    sql: null,
    main_dttm_col: 'ds',
    columns: [
      col('ds', t.ts, { is_dttm: true }),
      col('name', t.text),
      col('gender', t.text),
      col('state', t.text),
      col('num', t.int),
      col('num_boys', t.int),
      col('num_girls', t.int),
      col('ds_epoch_s', t.big, { is_dttm: true, python_date_format: 'epoch_s' }),
      col('ds_epoch_ms', t.big, { is_dttm: true, python_date_format: 'epoch_ms' }),
      col('ds_text', t.text, { is_dttm: true, python_date_format: '%Y-%m-%d %H:%M:%S' }),
      col('ds_dmy', t.text, { is_dttm: true, python_date_format: '%d/%m/%Y' }),
      col('flag', t.bool),
      col('d', t.date, { is_dttm: true }),
      col('num_total', t.int, { expression: 'num_boys + num_girls' }),
      col('name_upper', t.text, { expression: 'UPPER(name)' }),
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)' },
      { metric_name: 'sum__num', expression: 'SUM(num)' },
    ],
  };
  return {
    name,
    dialect: DIALECT[name],
    connector,
    table,
    dataset,
    run,
    close: async () => {
      try {
        await run(`DROP TABLE IF EXISTS ${q(table)}`);
      } finally {
        await connector.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}

/** Rows sorted by their JSON text: results compared as sets where the order is not defined. */
export const sortRows = (rows: readonly unknown[][]) =>
  [...rows].map((r) => [...r]).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
