import crypto from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { badRequest, notFound, unprocessable } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { SavedQueryBody } from './saved-query-body-schema.ts';
import { changedBy, createdBy } from '../../../../server/rest/audit-values.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';
import { isOwnSavedQuery } from './saved-query-resource.ts';
import { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';

/** Fields holding JSON text: when given and not empty they must parse, else 400 naming them. */
const JSON_TEXT_FIELDS = ['template_parameters', 'extra_json'] as const;

export function checkJsonTextFields(body: SavedQueryBody): void {
  const problems: Record<string, string[]> = {};
  for (const f of JSON_TEXT_FIELDS) {
    const v = body[f];
    if (typeof v !== 'string' || v.trim() === '') continue;
    try {
      JSON.parse(v);
    } catch {
      problems[f] = ['Not valid JSON.'];
    }
  }
  if (Object.keys(problems).length) throw badRequest(problems);
}

/** Saved query writes with Superset's rule: only the creator (an admin included) sees or changes one. */
@injectable()
export class SavedQueryService {
  constructor(
    @inject(IMetadataDb) private readonly db: SqlLabDb,
    @inject(IDatabaseDirectory) private readonly directory: IDatabaseDirectory,
  ) {}

  private async assertDatabase(dbId: number): Promise<void> {
    if (!(await this.directory.exists(dbId))) throw unprocessable({ db_id: ['Database does not exist'] });
  }

  async create(body: SavedQueryBody, user: AuthUser): Promise<{ id: number; result: SavedQueryBody }> {
    checkJsonTextFields(body);
    await this.assertDatabase(body.db_id!);
    const row = await this.db
      .insertInto('saved_query')
      .values({
        uuid: crypto.randomUUID(),
        user_id: user.id,
        db_id: body.db_id,
        label: body.label ?? null,
        description: body.description ?? null,
        catalog: body.catalog ?? null,
        schema: body.schema ?? null,
        sql: body.sql ?? null,
        template_parameters: body.template_parameters ?? null,
        extra_json: body.extra_json ?? null,
        ...createdBy(user.id),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), result: body };
  }

  /** The row when the user may change it; 404 when missing or someone else's (it is hidden from them). */
  private async owned(id: number, user: AuthUser): Promise<{ id: number; user_id: number | null }> {
    const row = await this.db
      .selectFrom('saved_query')
      .select(['id', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !isOwnSavedQuery(row, user.id)) throw notFound();
    return row as { id: number; user_id: number | null };
  }

  /** The id of a saved query the user may see (their own); 404 otherwise. */
  async visibleId(id: number, user: AuthUser): Promise<number> {
    return (await this.owned(id, user)).id;
  }

  async update(id: number, body: SavedQueryBody, user: AuthUser): Promise<{ id: number; result: SavedQueryBody }> {
    await this.owned(id, user);
    checkJsonTextFields(body);
    if (body.db_id !== undefined) await this.assertDatabase(body.db_id);
    await this.db
      .updateTable('saved_query')
      .set({ ...body, ...changedBy(user.id) })
      .where('id', '=', id)
      .execute();
    return { id, result: body };
  }

  /** Deletes all or none: 404 when any id is missing or hidden. */
  async delete(ids: number[], user: AuthUser): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    for (const id of unique) await this.owned(id, user);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ saved_query_id: null }).where('saved_query_id', 'in', unique).execute();
      await trx.deleteFrom('favstar').where('class_name', '=', 'query').where('obj_id', 'in', unique).execute();
      await trx.deleteFrom('saved_query').where('id', 'in', unique).execute();
    });
    return unique.length;
  }
}
