import { inject, injectable } from 'tsyringe';
import { notFound } from '../../../../server/http/errors.ts';
import type { ResourceWriteService } from '../../../../server/http/resource-writes.ts';
import { changedBy, createdBy } from '../../../../server/rest/audit-values.ts';
import { recordAction } from '../../../../server/security/action-log.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { platformDb } from '../../../../server/store/platform-tables.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import type { DashboardServiceDb } from '../migrations/service-tables.ts';
import type { CssTemplateBody } from './css-template-body-schema.ts';

function pick(body: CssTemplateBody): CssTemplateBody {
  const out: CssTemplateBody = {};
  if (body.template_name !== undefined) out.template_name = body.template_name;
  if (body.css !== undefined) out.css = body.css;
  return out;
}

/** The CSS templates' writes (Superset's Create/Update/DeleteCssTemplateCommand), each logged. */
@injectable()
export class CssTemplateService implements ResourceWriteService<CssTemplateBody> {
  constructor(@inject(IMetadataDb) private readonly db: DashboardServiceDb) {}

  async create(body: CssTemplateBody, user: AuthUser): Promise<{ id: number; result: CssTemplateBody }> {
    const values = pick(body);
    const id = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('css_templates')
        .values({ template_name: null, css: null, ...values, ...createdBy(user.id) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAction(platformDb(trx), { action: 'CssTemplateRestApi.post', userId: user.id, details: { id } });
      return Number(id);
    });
    return { id, result: values };
  }

  async update(id: number, body: CssTemplateBody, user: AuthUser): Promise<{ id: number; result: CssTemplateBody }> {
    const values = pick(body);
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('css_templates').select('id').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      await trx
        .updateTable('css_templates')
        .set({ ...values, ...changedBy(user.id) })
        .where('id', '=', id)
        .execute();
      await recordAction(platformDb(trx), { action: 'CssTemplateRestApi.put', userId: user.id, details: { id } });
    });
    return { id, result: values };
  }

  /** Deletes every id or none: 404 when one does not exist (Superset's CssTemplateNotFoundError). */
  async delete(ids: number[], user: AuthUser): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    await this.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('css_templates').select('id').where('id', 'in', unique).execute();
      if (rows.length !== unique.length) throw notFound();
      await trx.deleteFrom('css_templates').where('id', 'in', unique).execute();
      await recordAction(platformDb(trx), {
        action: 'CssTemplateRestApi.delete',
        userId: user.id,
        details: { ids: unique },
      });
    });
    return unique.length;
  }
}
