import { unprocessable } from '../../../../server/http/errors.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

/** The owners asked for, once each; every one must be a user. */
export async function validOwners(db: CatalogDb, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('ab_user').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw unprocessable({ owners: ['Owners are invalid'] });
  return unique;
}

export async function setOwners(trx: CatalogDb, id: number, owners: number[]) {
  await trx.deleteFrom('sqlatable_user').where('table_id', '=', id).execute();
  for (const userId of owners)
    await trx.insertInto('sqlatable_user').values({ table_id: id, user_id: userId }).execute();
}
