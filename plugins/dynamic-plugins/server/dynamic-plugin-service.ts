import { inject, injectable } from 'tsyringe';
import { notFound, unprocessable } from '../../../server/http/errors.ts';
import { changedBy, createdBy } from '../../../server/rest/audit-values.ts';
import { recordAction } from '../../../server/security/action-log.ts';
import type { AuthUser } from '../../../server/security/auth-user.ts';
import { platformDb } from '../../../server/store/platform-tables.ts';
import { IMetadataDb } from '../../../server/store/store.ts';
import type { DynamicPluginBody } from './dynamic-plugin-body-schema.ts';
import type { DynamicPluginDb } from './migrations/dynamic-plugin-tables.ts';

const UNIQUE = ['name', 'key', 'bundle_url'] as const;

/** The registered runtime plugins: what `/dynamic-plugins/api/read` lists, and the admins' writes. */
@injectable()
export class DynamicPluginService {
  constructor(@inject(IMetadataDb) private readonly db: DynamicPluginDb) {}

  /** Every plugin, oldest first (the order the page loads them in). */
  async listForLoading(): Promise<{ id: number; name: string; key: string; bundle_url: string; integrity: string }[]> {
    const rows = await this.db
      .selectFrom('dynamic_plugin')
      .select(['id', 'name', 'key', 'bundle_url', 'integrity'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async get(id: number): Promise<{ id: number; key: string; bundle_url: string } | undefined> {
    const row = await this.db
      .selectFrom('dynamic_plugin')
      .select(['id', 'key', 'bundle_url'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...row, id: Number(row.id) };
  }

  async create(body: DynamicPluginBody, user: AuthUser): Promise<{ id: number; result: DynamicPluginBody }> {
    await this.assertUnique(body);
    const id = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('dynamic_plugin')
        .values({ ...pick(body), ...createdBy(user.id) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAction(platformDb(trx), {
        action: 'DynamicPluginRestApi.post',
        userId: user.id,
        details: { id, ...body },
      });
      return Number(id);
    });
    return { id, result: pick(body) };
  }

  async update(
    id: number,
    body: Partial<DynamicPluginBody>,
    user: AuthUser,
  ): Promise<{ id: number; result: Partial<DynamicPluginBody> }> {
    const row = await this.db.selectFrom('dynamic_plugin').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    await this.assertUnique(body, id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('dynamic_plugin')
        .set({ ...pick(body), ...changedBy(user.id) })
        .where('id', '=', id)
        .execute();
      await recordAction(platformDb(trx), {
        action: 'DynamicPluginRestApi.put',
        userId: user.id,
        details: { id, ...body },
      });
    });
    return { id, result: pick(body) };
  }

  /** Deletes every id or none: 404 when one does not exist. */
  async delete(ids: number[], user: AuthUser): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    const rows = await this.db.selectFrom('dynamic_plugin').select('id').where('id', 'in', unique).execute();
    if (rows.length !== unique.length) throw notFound();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('dynamic_plugin').where('id', 'in', unique).execute();
      await recordAction(platformDb(trx), {
        action: 'DynamicPluginRestApi.delete',
        userId: user.id,
        details: { ids: unique },
      });
    });
    return unique.length;
  }

  /** name, key and bundle_url are unique (Superset's model): 422 naming the field, not a 500. */
  private async assertUnique(body: Partial<DynamicPluginBody>, exceptId?: number): Promise<void> {
    for (const field of UNIQUE) {
      const value = body[field];
      if (value === undefined) continue;
      let q = this.db.selectFrom('dynamic_plugin').select('id').where(field, '=', value);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw unprocessable({ [field]: [`A plugin with this ${field} already exists`] });
    }
  }
}

function pick<T extends Partial<DynamicPluginBody>>(body: T): T {
  const out: Partial<DynamicPluginBody> = {};
  for (const k of ['name', 'key', 'bundle_url', 'integrity'] as const) if (body[k] !== undefined) out[k] = body[k];
  return out as T;
}
