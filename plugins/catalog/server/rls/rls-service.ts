import type { Transaction } from 'kysely';
import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { notFound, unprocessable } from '../../../../server/http/errors.ts';
import { recordAction } from '../../../../server/security/action-log.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { platformDb } from '../../../../server/store/platform-tables.ts';
import type { RlsBody } from './rls-body-schema.ts';
import { changedBy, createdBy } from '../../../../server/rest/audit-values.ts';
import type { CatalogDb, CatalogTables } from '../migrations/catalog-tables.ts';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';

type Db = CatalogDb;

/** Writes of row-level security filters: the row and its role and dataset links, in one transaction. */
@injectable()
export class RlsService {
  constructor(@inject(IMetadataDb) private readonly db: Db) {}

  async create(body: RlsBody, user: AuthUser): Promise<{ id: number; result: RlsBody }> {
    await this.checkLinks(body);
    await this.assertUniqueName(body.name);
    const id = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('row_level_security_filters')
        .values({
          name: body.name,
          description: body.description ?? null,
          filter_type: body.filter_type,
          group_key: body.group_key ?? null,
          clause: body.clause,
          ...createdBy(user.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.setLinks(trx, Number(id), body);
      await recordAction(platformDb(trx), { action: 'RLSRestApi.post', userId: user.id, details: { id, ...body } });
      return Number(id);
    });
    return { id, result: body };
  }

  async update(id: number, body: Partial<RlsBody>, user: AuthUser): Promise<{ id: number; result: Partial<RlsBody> }> {
    const row = await this.db
      .selectFrom('row_level_security_filters')
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    await this.checkLinks(body);
    if (body.name !== undefined && body.name !== row.name) await this.assertUniqueName(body.name, id);
    await this.db.transaction().execute(async (trx) => {
      const changes: Record<string, unknown> = changedBy(user.id);
      for (const k of ['name', 'description', 'filter_type', 'group_key', 'clause'] as const)
        if (body[k] !== undefined) changes[k] = body[k];
      await trx.updateTable('row_level_security_filters').set(changes).where('id', '=', id).execute();
      await this.setLinks(trx, id, body);
      await recordAction(platformDb(trx), { action: 'RLSRestApi.put', userId: user.id, details: { id, ...body } });
    });
    return { id, result: body };
  }

  /** Deletes every id or none: 404 when one does not exist. */
  async delete(ids: number[], user: AuthUser): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    const rows = await this.db
      .selectFrom('row_level_security_filters')
      .select('id')
      .where('id', 'in', unique)
      .execute();
    if (rows.length !== unique.length) throw notFound();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', unique).execute();
      await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', unique).execute();
      await trx.deleteFrom('row_level_security_filters').where('id', 'in', unique).execute();
      await recordAction(platformDb(trx), { action: 'RLSRestApi.delete', userId: user.id, details: { ids: unique } });
    });
    return unique.length;
  }

  /** Superset answers unknown roles or datasets with 422 (RolesNotFound / DatasourceNotFound). */
  private async checkLinks(body: Partial<RlsBody>): Promise<void> {
    if (body.roles?.length) {
      const found = await this.db
        .selectFrom('ab_role')
        .select('id')
        .where('id', 'in', [...new Set(body.roles)])
        .execute();
      if (found.length !== new Set(body.roles).size) throw unprocessable({ roles: ['Some roles do not exist'] });
    }
    if (body.tables?.length) {
      const found = await this.db
        .selectFrom('tables')
        .select('id')
        .where('id', 'in', [...new Set(body.tables)])
        .execute();
      if (found.length !== new Set(body.tables).size) throw unprocessable({ tables: ['Datasource does not exist'] });
    }
  }

  private async assertUniqueName(name: string, exceptId?: number): Promise<void> {
    let q = this.db.selectFrom('row_level_security_filters').select('id').where('name', '=', name);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst())
      throw unprocessable({ name: ['A row level security filter with this name already exists'] });
  }

  private async setLinks(
    trx: Transaction<PlatformTables & CatalogTables>,
    id: number,
    body: Partial<RlsBody>,
  ): Promise<void> {
    if (body.roles) {
      await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', id).execute();
      const roles = [...new Set(body.roles)];
      if (roles.length)
        await trx
          .insertInto('rls_filter_roles')
          .values(roles.map((role_id) => ({ rls_filter_id: id, role_id })))
          .execute();
    }
    if (body.tables) {
      await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', id).execute();
      const tables = [...new Set(body.tables)];
      if (tables.length)
        await trx
          .insertInto('rls_filter_tables')
          .values(tables.map((table_id) => ({ rls_filter_id: id, table_id })))
          .execute();
    }
  }
}
