import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { forbidden, notFound, unprocessable } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { TableForm } from './tab-state-schemas.ts';
import { createdBy, storedNow } from '../../../../server/rest/audit-values.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';
import { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';

/** The TableSchema wire shape (reference §5.6). */
export interface TableSchemaDict {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: unknown;
  expanded: boolean;
}

export function tableSchemaToDict(row: Record<string, unknown>): TableSchemaDict {
  let description: unknown;
  try {
    description = typeof row.description === 'string' ? JSON.parse(row.description) : null;
  } catch {
    description = null;
  }
  return {
    id: row.id as number,
    tab_state_id: row.tab_state_id as number,
    database_id: row.database_id as number,
    catalog: (row.catalog as string | null) ?? null,
    schema: (row.schema as string | null) ?? null,
    table: row.table as string,
    description,
    expanded: row.expanded === true || row.expanded === 1,
  };
}

/** The tables shown in a tab's left bar; only the tab's owner may touch them. */
@injectable()
export class TableSchemaService {
  constructor(
    @inject(IMetadataDb) private readonly db: SqlLabDb,
    @inject(IDatabaseDirectory) private readonly directory: IDatabaseDirectory,
  ) {}

  private async assertTabOwner(tabId: number, user: AuthUser): Promise<void> {
    const tab = await this.db.selectFrom('tab_state').select('user_id').where('id', '=', tabId).executeTakeFirst();
    if (!tab) throw notFound();
    if (tab.user_id !== user.id) throw forbidden();
  }

  private async owned(id: number, user: AuthUser): Promise<void> {
    const row = await this.db.selectFrom('table_schema').select('tab_state_id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    await this.assertTabOwner(row.tab_state_id as number, user);
  }

  /** Adds the table to the tab (replacing the same table shown before), expanded. */
  async create(table: TableForm & Record<string, unknown>, user: AuthUser): Promise<number> {
    const tabId = Number(table.queryEditorId);
    if (!Number.isSafeInteger(tabId)) throw notFound();
    await this.assertTabOwner(tabId, user);
    if (!(await this.directory.exists(table.dbId))) throw unprocessable({ dbId: ['Database does not exist'] });
    return this.db.transaction().execute(async (trx) => {
      let del = trx
        .deleteFrom('table_schema')
        .where('tab_state_id', '=', tabId)
        .where('database_id', '=', table.dbId)
        .where('table', '=', table.name);
      del = table.schema ? del.where('schema', '=', table.schema) : del.where('schema', 'is', null);
      del = table.catalog ? del.where('catalog', '=', table.catalog) : del.where('catalog', 'is', null);
      await del.execute();
      const row = await trx
        .insertInto('table_schema')
        .values({
          tab_state_id: tabId,
          database_id: table.dbId,
          catalog: table.catalog ?? null,
          schema: table.schema ?? null,
          table: table.name,
          description: JSON.stringify(table),
          expanded: true,
          ...createdBy(user.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
  }

  async delete(id: number, user: AuthUser): Promise<void> {
    await this.owned(id, user);
    await this.db.deleteFrom('table_schema').where('id', '=', id).execute();
  }

  async setExpanded(id: number, expanded: boolean, user: AuthUser): Promise<void> {
    await this.owned(id, user);
    await this.db.updateTable('table_schema').set({ expanded, changed_on: storedNow() }).where('id', '=', id).execute();
  }
}
