import type { Command } from 'commander';
import { CliError, type CliRuntime } from '../../../cli/cli-runtime.ts';
import { parseUri } from '../../../server/engine/connectors/uri.ts';
import { ApiError } from '../../../server/http/errors.ts';
import type { Loupe } from '../../../server/host/create-loupe.ts';
import { masked, splitPassword } from '../server/databases/database-uri.ts';
import type { IDatabaseService } from '../server/databases/database-service.ts';
import { renderTable } from '../../../cli/views/render-table.ts';

/** An API-style failure as one line a person can act on. */
function describe(err: unknown): string {
  if (err instanceof ApiError) {
    const body = err.body as { message?: unknown; errors?: { message: string }[] };
    if (body.errors?.length) return body.errors.map((e) => e.message).join('; ');
    if (typeof body.message === 'string') return body.message;
    return Object.entries(body.message as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
      .join('; ');
  }
  return (err as Error).message;
}

interface AddOpts {
  name: string;
  uri: string;
  allowDml?: boolean;
  allowRunAsync?: boolean;
  hideInSqllab?: boolean;
  cacheTimeout?: string;
}

/** `loupe db add|list|test`: connections on the configured metadata store, no server needed. */
export function registerDbCommands(program: Command, rt: CliRuntime): void {
  const db = program.command('db').description('manage database connections');

  db.command('add')
    .description('add a connection (it is tested first)')
    .requiredOption('-n, --name <name>', 'the database name shown in Loupe')
    .requiredOption('-u, --uri <uri>', 'SQLAlchemy-style URI, e.g. postgresql://user:password@host:5432/db')
    .option('--allow-dml', 'allow INSERT/UPDATE/DELETE from SQL Lab')
    .option('--allow-run-async', 'run SQL Lab queries in the background')
    .option('--hide-in-sqllab', 'do not offer it in SQL Lab')
    .action(async (opts: AddOpts, cmd: Command) => {
      await withDatabaseService(rt, cmd, async (service, loupe) => {
        const admin = await loupe.store.db.selectFrom('ab_user').select('id').orderBy('id').executeTakeFirst();
        if (!admin) throw new CliError('There is no user yet: run `loupe init` first');
        try {
          await assertSafeUri(loupe, opts.uri);
          const { id } = await service.create(
            {
              database_name: opts.name,
              sqlalchemy_uri: opts.uri,
              allow_dml: Boolean(opts.allowDml),
              allow_run_async: Boolean(opts.allowRunAsync),
              expose_in_sqllab: !opts.hideInSqllab,
            },
            admin.id as number,
          );
          const shown = splitPassword(opts.uri);
          rt.out.write(`Added database ${opts.name} (id ${id}): ${masked(shown.uri, Boolean(shown.password))}\n`);
        } catch (err) {
          throw new CliError(`Could not add ${opts.name}: ${describe(err)}`);
        }
      });
    });

  db.command('list')
    .description('list connections')
    .option('--json', 'print JSON instead of a table')
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      await rt.withLoupe(cmd, async (loupe) => {
        const rows = await loupe.store.db
          .selectFrom('dbs')
          .leftJoin('tables', 'tables.database_id', 'dbs.id')
          .select((eb) => [
            'dbs.id',
            'dbs.database_name',
            'dbs.sqlalchemy_uri',
            'dbs.password',
            'dbs.allow_dml',
            'dbs.expose_in_sqllab',
            eb.fn.count('tables.id').as('datasets'),
          ])
          .groupBy([
            'dbs.id',
            'dbs.database_name',
            'dbs.sqlalchemy_uri',
            'dbs.password',
            'dbs.allow_dml',
            'dbs.expose_in_sqllab',
          ])
          .orderBy('dbs.database_name')
          .execute();
        const out = rows.map((r) => ({
          id: r.id as number,
          name: r.database_name as string,
          backend: safeBackend(r.sqlalchemy_uri as string),
          uri: masked(r.sqlalchemy_uri as string, Boolean(r.password)),
          datasets: Number(r.datasets),
          dml: Boolean(r.allow_dml),
          sqllab: Boolean(r.expose_in_sqllab),
        }));
        if (opts.json) rt.out.write(`${JSON.stringify(out, null, 2)}\n`);
        else if (out.length === 0)
          rt.out.write('No databases yet. Add one with `loupe db add --name NAME --uri URI`.\n');
        else rt.out.write(renderTable(['id', 'name', 'backend', 'uri', 'datasets', 'dml', 'sqllab'], out));
      });
    });

  db.command('test')
    .description('test a saved connection by name, or a URI with --uri')
    .argument('[name]', 'a saved database')
    .option('-u, --uri <uri>', 'a URI to test without saving it')
    .action(async (name: string | undefined, opts: { uri?: string }, cmd: Command) => {
      if (!name && !opts.uri) throw new CliError('Name a saved database or give --uri');
      await withDatabaseService(rt, cmd, async (service, loupe) => {
        let uri = opts.uri;
        if (name) {
          const row = await loupe.store.db
            .selectFrom('dbs')
            .select('id')
            .where('database_name', '=', name)
            .executeTakeFirst();
          if (!row) throw new CliError(`No database named ${name}. \`loupe db list\` shows them.`);
          uri = service.uriOf({}, await service.row(row.id as number));
        }
        const started = Date.now();
        try {
          if (opts.uri) await assertSafeUri(loupe, opts.uri);
          await service.testUri(uri!);
        } catch (err) {
          throw new CliError(`Connection failed: ${describe(err)}`, 1);
        }
        rt.out.write(`Connection looks good! (${name ?? safeBackend(uri!)}, ${Date.now() - started} ms)\n`);
      });
    });
}

/** A local Loupe and the catalog's database service the CLI host hands in (loaded here: the engines' drivers come with it). */
async function withDatabaseService<T>(
  rt: CliRuntime,
  cmd: Command,
  fn: (service: IDatabaseService, loupe: Loupe) => Promise<T>,
): Promise<T> {
  const { IDatabaseService } = await import('../server/databases/database-service.ts');
  return rt.withService(cmd, IDatabaseService, fn);
}

/** The same rule as the REST API: no file on this server unless allowed, never one in the data folder. */
async function assertSafeUri(loupe: Loupe, uri: string): Promise<void> {
  const { assertSafeDatabaseUri, uriSafetyOf } = await import('../server/databases/database-uri-safety.ts');
  assertSafeDatabaseUri(uri, uriSafetyOf(loupe.config));
}

function safeBackend(uri: string): string {
  try {
    return parseUri(uri).backend;
  } catch {
    return '?';
  }
}
