import type { RlsClause } from '../compiler/index.ts';
import type { IDatasourceProvider, QueryDatasource } from '../datasource-provider.ts';
import type { IRowLevelSecurity } from '../row-level-security.ts';
import { datasetIdsIn } from '../templating/sql-template.ts';
import type { AuthUser } from '../../security/auth-user.ts';

/** A dataset a template's `dataset(<id>)` names, loaded for the caller before rendering. */
export interface TemplateDataset {
  ds: QueryDatasource;
  /** The caller's row-level security clauses on it: its rows leave through the subquery too. */
  rls: readonly RlsClause[];
}

export type TemplateDatasets = ReadonlyMap<number, TemplateDataset>;

/**
 * Rendering is synchronous, so the datasets the templates may embed are loaded first: each
 * `dataset(<integer>)` named in `texts` is loaded through the datasource provider and checked for
 * the caller's access (its 403 is the answer; a dataset the caller may not query is never
 * embedded), with the caller's RLS clauses on it. An unknown id is left out: the macro answers
 * Superset's "Dataset <id> not found!".
 */
export async function loadTemplateDatasets(
  deps: { datasources: IDatasourceProvider; rls: IRowLevelSecurity },
  user: AuthUser | null,
  texts: readonly unknown[],
): Promise<TemplateDatasets> {
  const ids = new Set(texts.flatMap((t) => (typeof t === 'string' ? datasetIdsIn(t) : [])));
  const out = new Map<number, TemplateDataset>();
  for (const id of ids) {
    let ds: QueryDatasource;
    try {
      ds = await deps.datasources.load({ id, type: 'table' });
    } catch (err) {
      if ((err as { status?: unknown }).status === 404) continue;
      throw err;
    }
    await deps.datasources.assertAccess(user, ds);
    out.set(id, { ds, rls: await deps.rls.clausesFor(user, ds.id) });
  }
  return out;
}
