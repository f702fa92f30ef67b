import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { QueryWire } from '../../shared/index.ts';
import { queryDicts } from './query-lookup.ts';
import type { QueryEditorForm } from './tab-state-schemas.ts';
import { tableSchemaToDict, type TableSchemaDict } from './table-schema-service.ts';
import { changedBy, createdBy } from '../../../../server/rest/audit-values.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';
import { isOwnSavedQuery } from './saved-query-resource.ts';
import { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';

const bool = (v: unknown) => v === true || v === 1;

/** The TabState wire shape (reference §5.6). */
export interface TabStateDict {
  id: number;
  user_id: number;
  label: string | null;
  active: boolean;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  table_schemas: TableSchemaDict[];
  sql: string | null;
  query_limit: number | null;
  latest_query: QueryWire | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query: { id: number } | null;
  extra_json: unknown;
}

type Row = Record<string, unknown>;

function optionalId(v: unknown, field: string): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isSafeInteger(n)) throw badRequest({ [field]: ['Not a valid integer.'] });
  return n;
}

const jsonText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** SQL Lab tabs kept on the server: each user's own, one of them active. */
@injectable()
export class TabStateService {
  constructor(
    @inject(IMetadataDb) private readonly db: SqlLabDb,
    @inject(IDatabaseDirectory) private readonly directory: IDatabaseDirectory,
  ) {}

  /** The tab when it is the caller's: 404 when missing, 403 when someone else's (Superset's order). */
  async owned(id: number, user: AuthUser): Promise<Row> {
    const row = await this.db.selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.user_id !== user.id) throw forbidden();
    return row;
  }

  private async assertDatabase(id: number | null): Promise<void> {
    if (id === null) return;
    if (!(await this.directory.exists(id))) throw unprocessable({ database_id: ['Database does not exist'] });
  }

  private async assertSavedQuery(id: number | null, user: AuthUser): Promise<void> {
    if (id === null) return;
    const row = await this.db
      .selectFrom('saved_query')
      .select(['id', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !isOwnSavedQuery(row, user.id)) throw unprocessable({ saved_query_id: ['Saved query does not exist'] });
  }

  async create(editor: QueryEditorForm, user: AuthUser): Promise<number> {
    const savedQueryId = optionalId(editor.remoteId, 'queryEditor.remoteId');
    await this.assertDatabase(editor.dbId);
    await this.assertSavedQuery(savedQueryId, user);
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: false }).where('user_id', '=', user.id).execute();
      const row = await trx
        .insertInto('tab_state')
        .values({
          user_id: user.id,
          label: editor.name || editor.title || 'Untitled Query',
          active: true,
          database_id: editor.dbId,
          catalog: editor.catalog ?? null,
          schema: editor.schema ?? null,
          sql: editor.sql ?? 'SELECT ...',
          query_limit: editor.queryLimit ?? null,
          hide_left_bar: editor.hideLeftBar ?? false,
          autorun: editor.autorun ?? false,
          saved_query_id: savedQueryId,
          template_params: jsonText(editor.templateParams),
          ...createdBy(user.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
  }

  async get(id: number, user: AuthUser): Promise<TabStateDict> {
    return this.toDict(await this.owned(id, user), user);
  }

  async toDict(row: Row, user: AuthUser): Promise<TabStateDict> {
    const tables = await this.db
      .selectFrom('table_schema')
      .selectAll()
      .where('tab_state_id', '=', row.id as number)
      .orderBy('id')
      .execute();
    const latest = row.latest_query_id
      ? ((
          await queryDicts(this.db, this.directory, { clientIds: [row.latest_query_id as string], userId: user.id })
        )[0] ?? null)
      : null;
    let extra: unknown = null;
    if (typeof row.extra_json === 'string' && row.extra_json) {
      try {
        extra = JSON.parse(row.extra_json);
      } catch {
        extra = null;
      }
    }
    return {
      id: row.id as number,
      user_id: row.user_id as number,
      label: (row.label as string | null) ?? null,
      active: bool(row.active),
      database_id: (row.database_id as number | null) ?? null,
      catalog: (row.catalog as string | null) ?? null,
      schema: (row.schema as string | null) ?? null,
      table_schemas: tables.map(tableSchemaToDict),
      sql: (row.sql as string | null) ?? null,
      query_limit: (row.query_limit as number | null) ?? null,
      latest_query: latest,
      autorun: bool(row.autorun),
      template_params: (row.template_params as string | null) ?? null,
      hide_left_bar: bool(row.hide_left_bar),
      saved_query: row.saved_query_id ? { id: row.saved_query_id as number } : null,
      extra_json: extra,
    };
  }

  /** PUT: any TabState columns (already type-checked); 422 for an unknown latest query, database or saved query. */
  async update(id: number, fields: Record<string, unknown>, user: AuthUser): Promise<void> {
    await this.owned(id, user);
    const set: Record<string, unknown> = { ...fields };
    if (typeof fields.latest_query_id === 'string' && fields.latest_query_id) {
      const q = await this.db
        .selectFrom('query')
        .select('id')
        .where('client_id', '=', fields.latest_query_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      // A reference the command cannot resolve: 422 (server/rest/README.md), as database_id's.
      if (!q) throw unprocessable({ latest_query_id: ['Query does not exist'] });
    }
    if ('database_id' in fields) await this.assertDatabase(fields.database_id as number | null);
    if ('saved_query_id' in fields) {
      set.saved_query_id = optionalId(fields.saved_query_id, 'saved_query_id');
      await this.assertSavedQuery(set.saved_query_id as number | null, user);
    }
    if ('template_params' in fields) set.template_params = jsonText(fields.template_params);
    if ('extra_json' in fields) set.extra_json = jsonText(fields.extra_json);
    await this.db.transaction().execute(async (trx) => {
      if (fields.active === true)
        await trx.updateTable('tab_state').set({ active: false }).where('user_id', '=', user.id).execute();
      await trx
        .updateTable('tab_state')
        .set({ ...set, ...changedBy(user.id) })
        .where('id', '=', id)
        .execute();
    });
  }

  async delete(id: number, user: AuthUser): Promise<void> {
    await this.owned(id, user);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
      await trx.deleteFrom('tab_state').where('id', '=', id).execute();
    });
  }

  /** Makes this the caller's only active tab. */
  async activate(id: number, user: AuthUser): Promise<void> {
    await this.owned(id, user);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tab_state')
        .set({ active: false })
        .where('user_id', '=', user.id)
        .where('id', '!=', id)
        .execute();
      await trx.updateTable('tab_state').set({ active: true }).where('id', '=', id).execute();
    });
  }

  /** Attaches a query the browser ran before the tab reached the server (only the caller's own queries). */
  async migrateQuery(id: number, clientId: string, user: AuthUser): Promise<void> {
    await this.owned(id, user);
    await this.db
      .updateTable('query')
      .set({ sql_editor_id: String(id) })
      .where('client_id', '=', clientId)
      .where('user_id', '=', user.id)
      .execute();
  }

  /** Removes a query from the tab's history; the tab's latest query falls back to its previous one. */
  async deleteQuery(id: number, clientId: string, user: AuthUser): Promise<void> {
    const tab = await this.owned(id, user);
    await this.db.transaction().execute(async (trx) => {
      if (tab.latest_query_id === clientId) {
        const previous = await trx
          .selectFrom('query')
          .select('client_id')
          .where('client_id', '!=', clientId)
          .where('user_id', '=', user.id)
          .where('sql_editor_id', '=', String(id))
          .orderBy('id', 'desc')
          .executeTakeFirst();
        await trx
          .updateTable('tab_state')
          .set({ latest_query_id: previous?.client_id ?? null })
          .where('id', '=', id)
          .execute();
      }
      await trx
        .deleteFrom('query')
        .where('client_id', '=', clientId)
        .where('user_id', '=', user.id)
        .where('sql_editor_id', '=', String(id))
        .execute();
    });
  }
}
