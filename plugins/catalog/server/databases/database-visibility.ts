import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import type { AnyExpressionBuilder, Predicate, RestContext } from '../../../../server/rest/resource-def.ts';
import { dataAccessOf } from '../../shared/index.ts';

/**
 * Which databases (table `dbs`) a caller sees, Superset's DatabaseFilter: all of them with
 * Admin, all_database_access or all_datasource_access; else those granted whole, or holding a
 * dataset or schema the caller is granted. The database list's base filter, and the one every
 * `related/database` applies, so no list names a database its caller cannot list.
 */
export function databaseVisibility(eb: AnyExpressionBuilder, ctx: RestContext): Predicate | null {
  const access = dataAccessOf((ctx as LoupeRestContext).user);
  if (access.all) return null;
  const ors: Predicate[] = [];
  if (access.databaseIds.length) ors.push(eb('dbs.id', 'in', access.databaseIds));
  if (access.datasetIds.length)
    ors.push(
      eb(
        'dbs.id',
        'in',
        eb.selectFrom('tables').select('tables.database_id').where('tables.id', 'in', access.datasetIds),
      ),
    );
  if (access.schemaPerms.length)
    ors.push(
      eb(
        'dbs.id',
        'in',
        eb.selectFrom('tables').select('tables.database_id').where('tables.schema_perm', 'in', access.schemaPerms),
      ),
    );
  return ors.length ? eb.or(ors) : eb.lit(false);
}
