import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import type { DatabaseEntry, DatasetEntry, IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { dataAccessOf } from '../../shared/index.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';
import { databaseExtra, type DatabaseRow } from './database-row.ts';

const bool = (v: boolean | number) => v === true || v === 1;

function entryOf(row: DatabaseRow): DatabaseEntry {
  return {
    id: row.id,
    database_name: row.database_name,
    sqlalchemy_uri: row.sqlalchemy_uri,
    expose_in_sqllab: bool(row.expose_in_sqllab),
    allow_run_async: bool(row.allow_run_async),
    allow_file_upload: bool(row.allow_file_upload),
    allow_ctas: bool(row.allow_ctas),
    allow_cvas: bool(row.allow_cvas),
    allow_dml: bool(row.allow_dml),
    force_ctas_schema: row.force_ctas_schema,
    extra: databaseExtra(row),
  };
}

/** The catalog's answer to IDatabaseDirectory, from its `dbs` and `tables`. */
@injectable()
export class StoredDatabaseDirectory implements IDatabaseDirectory {
  constructor(@inject(IMetadataDb) private readonly db: CatalogDb) {}

  async names(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('dbs')
      .select(['id', 'database_name'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.database_name]));
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('dbs').select('id').where('id', '=', id).executeTakeFirst());
  }

  async reachableBy(user: AuthUser): Promise<DatabaseEntry[]> {
    const rows = await this.db.selectFrom('dbs').selectAll().orderBy('id').execute();
    const access = dataAccessOf(user);
    const granted = (row: DatabaseRow) => {
      if (access.all || access.databaseIds.includes(row.id)) return true;
      const prefix = `[${row.database_name}].`;
      return (
        access.schemaPerms.some((p) => p.startsWith(prefix)) || access.datasetPerms.some((p) => p.startsWith(prefix))
      );
    };
    return rows.filter(granted).map(entryOf);
  }

  async readableDataset(user: AuthUser, id: number): Promise<DatasetEntry | null> {
    const row = await this.db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .select([
        'tables.id',
        'tables.table_name',
        'tables.schema',
        'tables.catalog',
        'tables.sql',
        'tables.template_params',
        'tables.database_id',
        'tables.schema_perm',
        'dbs.sqlalchemy_uri',
      ])
      .where('tables.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const access = dataAccessOf(user);
    const owner = await this.db
      .selectFrom('sqlatable_user')
      .select('id')
      .where('table_id', '=', row.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const visible =
      access.all ||
      owner ||
      access.datasetIds.includes(row.id) ||
      access.databaseIds.includes(row.database_id) ||
      (row.schema_perm !== null && access.schemaPerms.includes(row.schema_perm));
    if (!visible) return null;
    const { schema_perm: _perm, ...entry } = row;
    return entry;
  }
}
