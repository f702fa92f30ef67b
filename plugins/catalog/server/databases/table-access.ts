import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { supersetErrors } from '../../../../server/http/errors.ts';
import { dataAccessOf, schemaPerm } from '../../shared/index.ts';

/**
 * Superset's `raise_for_access(database=…, table=…)` for a table of a visible database: passes
 * with access to the whole database (or all data), to the table's schema, or to a dataset on the
 * table (granted or owned); else 403 TABLE_SECURITY_ACCESS_ERROR with Superset's message.
 * A null schema means the connection's default one, so any dataset on the table name passes.
 */
export async function assertTableAccess(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  user: AuthUser | null,
  database: { id: number; database_name: string },
  table: string,
  schema: string | null,
): Promise<void> {
  const access = dataAccessOf(user);
  if (access.all || access.databaseIds.includes(database.id)) return;
  const schemaName = schemaPerm(database.database_name, schema);
  if (schemaName && access.schemaPerms.includes(schemaName)) return;
  let datasets = db
    .selectFrom('tables')
    .select('tables.id')
    .where('tables.database_id', '=', database.id)
    .where('tables.table_name', '=', table)
    .where((eb) =>
      eb.or([
        ...(access.datasetIds.length ? [eb('tables.id', 'in', access.datasetIds)] : []),
        eb(
          'tables.id',
          'in',
          eb
            .selectFrom('sqlatable_user')
            .select('sqlatable_user.table_id')
            .where('sqlatable_user.user_id', '=', access.userId ?? -1),
        ),
      ]),
    );
  if (schema !== null) datasets = datasets.where('tables.schema', '=', schema);
  if (await datasets.executeTakeFirst()) return;
  const name = schema ? `${schema}.${table}` : table;
  throw supersetErrors(403, [
    {
      message: `You need access to the following tables: \`${name}\`,\n            \`all_database_access\` or \`all_datasource_access\` permission`,
      error_type: 'TABLE_SECURITY_ACCESS_ERROR',
      level: 'error',
      extra: { link: null, tables: [name] },
    },
  ]);
}
