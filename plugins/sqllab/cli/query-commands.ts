import { Option, type Command } from 'commander';
import type { CliRuntime } from '../../../cli/cli-runtime.ts';
import { parsePositiveInt } from '../../../cli/commands/parse-options.ts';
import { renderTable } from '../../../cli/views/render-table.ts';
import { LoupeClient } from './loupe-client.ts';
import { resolveDatabase, unknownDatabase } from './resolve-database.ts';
import { FORMATS, type OutputFormat } from './row-writer.ts';
import { DatabaseNotFound, runQuery, type QueryRun } from './run-query.ts';
import { findSavedQuery, listSavedQueries } from './saved-queries.ts';
import { addServerFlags, resolveServerAccess, type ServerFlags } from './server-access.ts';
import { readSql } from './sql-source.ts';

interface OutputFlags extends ServerFlags {
  format: OutputFormat;
  limit?: number;
  async?: boolean;
}

interface RunFlags extends OutputFlags {
  db: string;
  schema?: string;
  file?: string;
}

function addOutputFlags(cmd: Command): Command {
  return addServerFlags(
    cmd
      .addOption(
        new Option('--format <format>', 'how rows are printed: an aligned table, CSV, or JSON Lines (one object a row)')
          .choices(FORMATS)
          .default('table'),
      )
      .option(
        '--limit <n>',
        "the most rows to return (the server's default limit otherwise; capped by its SQL_MAX_ROW)",
        parsePositiveInt,
      )
      .option('--async', 'run in the background on the server (the database must allow it) and wait for the result'),
  );
}

/** Runs with Ctrl+C wired to stopping the query; a second Ctrl+C ends the program at once. */
async function withInterrupt<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onInt = () => {
    process.off('SIGINT', onInt);
    controller.abort();
  };
  process.on('SIGINT', onInt);
  try {
    return await fn(controller.signal);
  } finally {
    process.off('SIGINT', onInt);
  }
}

async function run(rt: CliRuntime, client: LoupeClient, query: QueryRun, flags: OutputFlags): Promise<void> {
  await withInterrupt((signal) =>
    runQuery(
      client,
      { ...query, ...(flags.limit !== undefined ? { limit: flags.limit } : {}), runAsync: flags.async === true },
      { format: flags.format, out: rt.out, err: rt.err, signal },
    ),
  );
}

/** `loupe query run` and `loupe query saved list|run`, against a running Loupe server. */
export function registerQueryCommands(program: Command, rt: CliRuntime): void {
  const query = program
    .command('query')
    .description('run SQL and saved queries on a running Loupe server (SQL Lab from the command line)');

  addOutputFlags(
    query
      .command('run')
      .description("run SQL and print its rows as they arrive (of several statements, the last one's rows)")
      .argument('[sql]', "the SQL, or '-' to read it from standard input")
      .requiredOption('--db <name|id>', 'the database to run it on')
      .option('-s, --schema <schema>', 'the default schema')
      .option('-f, --file <file>', "read the SQL from this file ('-' for standard input)"),
  ).action(async (sqlArg: string | undefined, flags: RunFlags) => {
    const sql = await readSql(sqlArg, flags.file, process.stdin);
    const client = new LoupeClient(resolveServerAccess(flags, rt.env));
    const db = await resolveDatabase(client, flags.db);
    try {
      await run(
        rt,
        client,
        { databaseId: db.id, sql, ...(flags.schema !== undefined ? { schema: flags.schema } : {}) },
        flags,
      );
    } catch (err) {
      if (err instanceof DatabaseNotFound) throw await unknownDatabase(client, flags.db);
      throw err;
    }
  });

  const saved = query.command('saved').description('list and run saved queries');

  addServerFlags(
    saved
      .command('list')
      .description('list the saved queries you can see')
      .option('--json', 'print JSON instead of a table'),
  ).action(async (flags: ServerFlags & { json?: boolean }) => {
    const client = new LoupeClient(resolveServerAccess(flags, rt.env));
    const list = await listSavedQueries(client);
    if (flags.json) {
      rt.out.write(`${JSON.stringify(list, null, 2)}\n`);
      return;
    }
    if (list.length === 0) {
      rt.out.write('No saved queries yet. Save one in SQL Lab.\n');
      return;
    }
    const oneLine = (s: string | null, max: number) => {
      const flat = (s ?? '').replace(/\s+/g, ' ').trim();
      return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    };
    const rows = list.map((q) => ({
      id: q.id,
      label: oneLine(q.label, 40),
      database: q.database ?? `#${q.databaseId}`,
      schema: q.schema ?? '',
      sql: oneLine(q.sql, 60),
    }));
    rt.out.write(renderTable(['id', 'label', 'database', 'schema', 'sql'], rows));
  });

  addOutputFlags(
    saved
      .command('run')
      .description("run a saved query's SQL on its database")
      .argument('<id|label>', 'the saved query: its id or its exact label'),
  ).action(async (ref: string, flags: OutputFlags) => {
    const client = new LoupeClient(resolveServerAccess(flags, rt.env));
    const q = await findSavedQuery(client, ref);
    await run(
      rt,
      client,
      {
        databaseId: q.databaseId,
        sql: q.sql,
        ...(q.schema ? { schema: q.schema } : {}),
        ...(q.templateParameters ? { templateParams: q.templateParameters } : {}),
      },
      flags,
    );
  });
}
