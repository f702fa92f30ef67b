import { inject, injectable } from 'tsyringe';
import { IPublicAccess } from '../../../../server/host/tokens.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { type ApiError, notFound, supersetErrors } from '../../../../server/http/errors.ts';
import type {
  IDatasourceProvider,
  DatasourceRef,
  QueryDatasource,
} from '../../../../server/engine/datasource-provider.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { dataAccessOf, databasePerm, datasetPerm } from '../../shared/index.ts';
import { IConnectorPool } from '../databases/connector-pool.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

const bool = (v: unknown) => v === true || v === 1 || v === '1';

/** Superset's get_datasource_access_error_msg. */
export const datasourceAccessMessage = (name: string) =>
  `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`;

/**
 * The catalog's datasets as the query engine reads them (the `table` datasource type). SQL Lab
 * queries as ad-hoc datasources (`query`) come with SQL Lab; until then they are not found.
 */
@injectable()
export class QueryDatasourceProvider implements IDatasourceProvider {
  constructor(
    @inject(IMetadataDb) private readonly db: CatalogDb,
    @inject(IConnectorPool) private readonly pool: IConnectorPool,
    /** What anonymous callers may see (PUBLIC_ROLE_LIKE). */
    @inject(IPublicAccess) private readonly publicAccess: IPublicAccess,
  ) {}

  async load(ref: DatasourceRef): Promise<QueryDatasource> {
    if (ref.type !== 'table') throw notFound();
    const id = typeof ref.id === 'number' ? ref.id : /^\d+$/.test(ref.id) ? Number(ref.id) : null;
    const row = await this.db
      .selectFrom('tables')
      .selectAll()
      .where(id !== null ? 'id' : 'uuid', '=', id ?? ref.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const [columns, metrics] = await Promise.all([
      this.db.selectFrom('table_columns').selectAll().where('table_id', '=', row.id).orderBy('id').execute(),
      this.db
        .selectFrom('sql_metrics')
        .select(['metric_name', 'expression'])
        .where('table_id', '=', row.id)
        .orderBy('id')
        .execute(),
    ]);
    const { row: dbRow, connector } = await this.pool.forDatabase(row.database_id as number);
    const cols = columns
      .filter((c) => c.is_active === null || c.is_active === undefined || bool(c.is_active))
      .map((c) => ({
        column_name: c.column_name as string,
        verbose_name: (c.verbose_name as string | null) ?? null,
        type: (c.type as string | null) ?? null,
        is_dttm: bool(c.is_dttm),
        filterable: bool(c.filterable),
        groupby: bool(c.groupby),
        expression: (c.expression as string | null) || null,
        python_date_format: (c.python_date_format as string | null) || null,
      }));
    return {
      id: row.id as number,
      type: 'table',
      uid: `${row.id}__table`,
      name: row.schema ? `${row.schema}.${row.table_name}` : (row.table_name as string),
      compile: {
        table_name: row.table_name as string,
        schema: (row.schema as string | null) ?? null,
        sql: (row.sql as string | null) || null,
        main_dttm_col: (row.main_dttm_col as string | null) || null,
        columns: cols.map((c) => ({
          column_name: c.column_name,
          expression: c.expression,
          type: c.type,
          is_dttm: c.is_dttm,
          python_date_format: c.python_date_format,
        })),
        metrics: metrics.map((m) => ({ metric_name: m.metric_name as string, expression: m.expression as string })),
      },
      columns: cols,
      cacheTimeout: (row.cache_timeout as number | null) ?? null,
      extra: (row.extra as string | null) ?? null,
      templateParams: (row.template_params as string | null) ?? null,
      changedOn: String(row.changed_on ?? ''),
      database: {
        id: dbRow.id,
        name: dbRow.database_name,
        backend: connector.backend,
        cacheTimeout: dbRow.cache_timeout ?? null,
      },
      connector,
    };
  }

  async findByName(databaseName: string, tableName: string): Promise<DatasourceRef | null> {
    const row = await this.db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .select('tables.id')
      .where('dbs.database_name', '=', databaseName)
      .where('tables.table_name', '=', tableName)
      .orderBy('tables.id')
      .executeTakeFirst();
    return row ? { id: row.id as number, type: 'table' } : null;
  }

  /** Dataset access = all data ∨ the database ∨ the schema ∨ the dataset ∨ ownership (reference §15.3). */
  async assertAccess(user: AuthUser | null, ds: QueryDatasource): Promise<void> {
    if (!user) {
      if (await this.publicMay(ds)) return;
      throw datasourceAccessError(ds.name);
    }
    const access = dataAccessOf(user);
    if (access.all || access.datasetIds.includes(ds.id) || access.databaseIds.includes(ds.database.id)) return;
    const row = await this.db.selectFrom('tables').select(['schema_perm']).where('id', '=', ds.id).executeTakeFirst();
    if (row?.schema_perm && access.schemaPerms.includes(row.schema_perm as string)) return;
    if (access.userId !== null) {
      const owner = await this.db
        .selectFrom('sqlatable_user')
        .select('id')
        .where('table_id', '=', ds.id)
        .where('user_id', '=', access.userId)
        .executeTakeFirst();
      if (owner) return;
    }
    throw datasourceAccessError(ds.name);
  }

  private async publicMay(ds: QueryDatasource): Promise<boolean> {
    const row = await this.db
      .selectFrom('tables')
      .select(['perm', 'schema_perm'])
      .where('id', '=', ds.id)
      .executeTakeFirst();
    const checks: [string, string | null | undefined][] = [
      ['all_datasource_access', 'all_datasource_access'],
      ['all_database_access', 'all_database_access'],
      ['database_access', databasePerm({ database_name: ds.database.name, id: ds.database.id })],
      ['schema_access', row?.schema_perm as string | null | undefined],
      [
        'datasource_access',
        (row?.perm as string | null | undefined) ?? datasetPerm(ds.database.name, ds.compile.table_name, ds.id),
      ],
    ];
    for (const [perm, view] of checks) if (view && (await this.publicAccess.publicCan(perm, view))) return true;
    return false;
  }
}

export function datasourceAccessError(name: string): ApiError {
  return supersetErrors(403, [
    { message: datasourceAccessMessage(name), error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR', level: 'error' },
  ]);
}
