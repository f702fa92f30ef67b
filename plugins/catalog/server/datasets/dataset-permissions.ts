import { ensurePermissionView } from '../../../../server/security/role-sync.ts';
import { datasetPerm, schemaPerm } from '../../shared/index.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

/**
 * Each dataset has its `datasource_access` permission and, when it has a schema, the schema's
 * `schema_access` permission exists too; the names are kept on the row (perm, schema_perm) so
 * visibility filters are plain comparisons.
 */
export async function syncDatasetPermissions(db: CatalogDb, datasetId: number): Promise<void> {
  const row = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.table_name', 'tables.schema', 'tables.perm', 'dbs.database_name'])
    .where('tables.id', '=', datasetId)
    .executeTakeFirstOrThrow();
  const perm = datasetPerm(row.database_name as string, row.table_name as string, datasetId);
  const sPerm = schemaPerm(row.database_name as string, row.schema as string | null);
  if (row.perm && row.perm !== perm) {
    const taken = await db.selectFrom('ab_view_menu').select('id').where('name', '=', perm).executeTakeFirst();
    if (!taken) await db.updateTable('ab_view_menu').set({ name: perm }).where('name', '=', row.perm).execute();
  }
  await ensurePermissionView(db, 'datasource_access', perm);
  if (sPerm) await ensurePermissionView(db, 'schema_access', sPerm);
  await db.updateTable('tables').set({ perm, schema_perm: sPerm }).where('id', '=', datasetId).execute();
}

export async function dropDatasetPermission(db: CatalogDb, perm: string | null): Promise<void> {
  if (perm) await db.deleteFrom('ab_view_menu').where('name', '=', perm).execute();
}
