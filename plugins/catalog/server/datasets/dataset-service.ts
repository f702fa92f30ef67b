import crypto from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { virtualDatasetSql, VirtualSqlError } from '../../../../server/engine/sql/virtual-dataset-sql.ts';
import { forbidden, notFound, unprocessable } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { IConnectorPool } from '../databases/connector-pool.ts';
import { sourceColumns, type SourceColumn } from './column-sync.ts';
import type { CreateDatasetBody, UpdateDatasetBody } from './dataset-body-schema.ts';
import { checkColumns, mergeSourceColumns, replaceColumns } from './dataset-columns.ts';
import { addDefaultMetric, checkMetrics, replaceMetrics } from './dataset-metrics.ts';
import { databaseExtra } from '../databases/database-row.ts';
import { setOwners, validOwners } from './dataset-owners.ts';
import { ownerIds } from '../../../../server/rest/owners.ts';
import { dropDatasetPermission, syncDatasetPermissions } from './dataset-permissions.ts';
import type { DatasetRow } from './dataset-row.ts';
import { parseJsonObject } from './parse-json-object.ts';
import { renderDatasetSql } from './dataset-templates.ts';
import { IDatasourceProvider } from '../../../../server/engine/datasource-provider.ts';
import { IRowLevelSecurity } from '../../../../server/engine/row-level-security.ts';
import { loadTemplateDatasets } from '../../../../server/engine/chart-data/template-datasets.ts';
import { changedBy, createdBy } from '../../../../server/rest/audit-values.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

type Db = CatalogDb;

const SCALARS = [
  'table_name',
  'sql',
  'filter_select_enabled',
  'fetch_values_predicate',
  'catalog',
  'schema',
  'description',
  'main_dttm_col',
  'normalize_columns',
  'always_filter_main_dttm',
  'offset',
  'default_endpoint',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'extra',
  'external_url',
  'is_managed_externally',
] as const;

/** Datasets: their rows, columns synced from the source, metrics, owners and permissions. */
@injectable()
export class DatasetService {
  constructor(
    @inject(IMetadataDb) private readonly db: Db,
    @inject(IConnectorPool) private readonly pool: IConnectorPool,
    /** The datasets a virtual dataset's `dataset(<id>)` calls embed, checked for the caller's access. */
    @inject(IDatasourceProvider) private readonly datasources: IDatasourceProvider,
    @inject(IRowLevelSecurity) private readonly rls: IRowLevelSecurity,
  ) {}

  async row(id: number): Promise<DatasetRow> {
    const row = (await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst()) as
      DatasetRow | undefined;
    if (!row) throw notFound();
    return row;
  }

  /** Ownership is needed to change a dataset (Admins pass). */
  async assertOwner(id: number, user: AuthUser): Promise<void> {
    if (user.isAdmin) return;
    const owner = await this.db
      .selectFrom('sqlatable_user')
      .select('id')
      .where('table_id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!owner) throw forbidden();
  }

  async create(body: CreateDatasetBody, user: AuthUser): Promise<{ id: number; result: Record<string, unknown> }> {
    const database = await this.db
      .selectFrom('dbs')
      .select(['id', 'database_name'])
      .where('id', '=', body.database)
      .executeTakeFirst();
    if (!database) throw unprocessable({ database: ['Database does not exist'] });
    await this.assertUnique(body.database, body.catalog ?? null, body.schema ?? null, body.table_name);
    const owners = await validOwners(this.db, ownerIds(body.owners, user, 'create'));
    const columns = await this.readSource(
      body.database,
      {
        table_name: body.table_name,
        schema: body.schema ?? null,
        sql: body.sql ?? null,
        template_params: body.template_params ?? null,
      },
      user,
    );
    const id = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('tables')
        .values({
          uuid: crypto.randomUUID(),
          table_name: body.table_name,
          catalog: body.catalog ?? null,
          schema: body.schema ?? null,
          database_id: body.database,
          sql: body.sql ?? null,
          normalize_columns: body.normalize_columns ?? false,
          always_filter_main_dttm: body.always_filter_main_dttm ?? false,
          external_url: body.external_url ?? null,
          is_managed_externally: body.is_managed_externally ?? false,
          template_params: body.template_params ?? null,
          main_dttm_col: columns.find((c) => c.isDttm)?.name ?? null,
          ...createdBy(user.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setOwners(trx, id as number, owners);
      await mergeSourceColumns(trx, id as number, columns, false, user.id);
      await addDefaultMetric(trx, id as number, user.id);
      await syncDatasetPermissions(trx, id as number);
      return id as number;
    });
    return { id, result: { ...body, owners } };
  }

  async update(
    id: number,
    body: UpdateDatasetBody,
    user: AuthUser,
    overrideColumns = false,
  ): Promise<{ id: number; result: Record<string, unknown> }> {
    const row = await this.row(id);
    await this.assertOwner(id, user);
    const databaseId = body.database_id ?? row.database_id;
    if (
      body.database_id !== undefined &&
      !(await this.db.selectFrom('dbs').select('id').where('id', '=', databaseId).executeTakeFirst())
    ) {
      throw unprocessable({ database: ['Database does not exist'] });
    }
    const name = body.table_name ?? row.table_name;
    const schema = body.schema !== undefined ? body.schema : row.schema;
    const catalog = body.catalog !== undefined ? body.catalog : row.catalog;
    if (name !== row.table_name || schema !== row.schema || catalog !== row.catalog || databaseId !== row.database_id) {
      await this.assertUnique(databaseId, catalog, schema, name, id);
    }
    if (body.catalog && body.catalog !== row.catalog) await this.assertMultiCatalog(databaseId);
    if (body.extra) parseJsonObject(body.extra, 'extra');
    const sql = body.sql !== undefined ? body.sql : row.sql;
    const templateParams = body.template_params !== undefined ? body.template_params : row.template_params;
    if (sql?.trim() && (body.sql !== undefined || databaseId !== row.database_id || body.template_params !== undefined))
      await this.assertSql(databaseId, sql, templateParams, user);
    const owners = body.owners ? await validOwners(this.db, ownerIds(body.owners, user, 'update')) : null;
    if (body.columns) checkColumns(body.columns);
    if (body.metrics) checkMetrics(body.metrics);
    await this.db.transaction().execute(async (trx) => {
      const changes: Record<string, unknown> = changedBy(user.id);
      for (const k of SCALARS)
        if (body[k as keyof UpdateDatasetBody] !== undefined) changes[k] = body[k as keyof UpdateDatasetBody];
      if (body.database_id !== undefined) changes.database_id = body.database_id;
      await trx.updateTable('tables').set(changes).where('id', '=', id).execute();
      if (owners) await setOwners(trx, id, owners);
      if (body.columns) await replaceColumns(trx, id, body.columns, overrideColumns, user.id);
      if (body.metrics) await replaceMetrics(trx, id, body.metrics, user.id);
      await syncDatasetPermissions(trx, id);
    });
    return { id, result: { ...body } };
  }

  async delete(ids: number[], user: AuthUser): Promise<number> {
    if (ids.length === 0) return 0; // `IN ()` is no SQL; Superset deletes nothing and says so
    const rows = await this.db.selectFrom('tables').select(['id', 'perm']).where('id', 'in', ids).execute();
    if (rows.length !== new Set(ids).size) throw notFound();
    for (const id of ids) await this.assertOwner(id, user);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('tables').where('id', 'in', ids).execute();
      for (const r of rows) await dropDatasetPermission(trx, r.perm as string | null);
    });
    return rows.length;
  }

  /** PUT …/refresh: the source's columns now; calculated columns are kept. */
  async refresh(id: number, user: AuthUser): Promise<void> {
    const row = await this.row(id);
    await this.assertOwner(id, user);
    const columns = await this.readSource(row.database_id, row, user);
    await this.db.transaction().execute(async (trx) => {
      await mergeSourceColumns(trx, id, columns, true, user.id);
      // As Superset's fetch_metadata (add_missing_metrics): a refresh puts back a missing `count`.
      await addDefaultMetric(trx, id, user.id);
      await trx.updateTable('tables').set(changedBy(user.id)).where('id', '=', id).execute();
    });
  }

  async duplicate(
    baseId: number,
    tableName: string,
    user: AuthUser,
  ): Promise<{ id: number; result: Record<string, unknown> }> {
    const base = await this.row(baseId);
    if (!base.sql) throw unprocessable('Duplicating a physical dataset is not supported');
    await this.assertUnique(base.database_id, base.catalog, base.schema, tableName);
    const full = await this.db.selectFrom('tables').selectAll().where('id', '=', baseId).executeTakeFirstOrThrow();
    const id = await this.db.transaction().execute(async (trx) => {
      const { id: _omit, uuid: _u, perm: _p, schema_perm: _s, ...rest } = full;
      const { id } = await trx
        .insertInto('tables')
        .values({ ...rest, uuid: crypto.randomUUID(), table_name: tableName, ...createdBy(user.id) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const table of ['table_columns', 'sql_metrics'] as const) {
        const items = await trx.selectFrom(table).selectAll().where('table_id', '=', baseId).execute();
        for (const { id: _i, uuid: _uu, ...item } of items)
          await trx
            .insertInto(table)
            .values({ ...item, uuid: crypto.randomUUID(), table_id: id })
            .execute();
      }
      await setOwners(trx, id as number, [user.id]);
      await syncDatasetPermissions(trx, id as number);
      return id as number;
    });
    return { id, result: { base_model_id: baseId, table_name: tableName } };
  }

  async getOrCreate(
    body: {
      table_name: string;
      database_id: number;
      catalog?: string | null;
      schema?: string | null;
      template_params?: string | null;
    },
    user: AuthUser,
  ): Promise<number> {
    const existing = await this.db
      .selectFrom('tables')
      .select('id')
      .where('database_id', '=', body.database_id)
      .where('table_name', '=', body.table_name)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) return existing.id as number;
    return (
      await this.create(
        {
          database: body.database_id,
          table_name: body.table_name,
          schema: body.schema ?? null,
          catalog: body.catalog ?? null,
          template_params: body.template_params ?? null,
        },
        user,
      )
    ).id;
  }

  /** DELETE …/<pk>/column/<id> and …/metric/<id>: one item of a dataset its owner may drop. */
  async deleteItem(id: number, kind: 'column' | 'metric', itemId: number, user: AuthUser): Promise<void> {
    await this.row(id);
    const table = kind === 'column' ? 'table_columns' : 'sql_metrics';
    const item = await this.db
      .selectFrom(table)
      .select('id')
      .where('id', '=', itemId)
      .where('table_id', '=', id)
      .executeTakeFirst();
    if (!item) throw notFound();
    await this.assertOwner(id, user);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom(table).where('id', '=', itemId).execute();
      await trx.updateTable('tables').set(changedBy(user.id)).where('id', '=', id).execute();
    });
  }

  /**
   * A catalog other than the default needs a database that allows several
   * (Superset's MultiCatalogDisabledValidationError).
   */
  private async assertMultiCatalog(databaseId: number): Promise<void> {
    const database = await this.db.selectFrom('dbs').select('extra').where('id', '=', databaseId).executeTakeFirst();
    if (database && !databaseExtra(database).allow_multi_catalog)
      throw unprocessable({ catalog: ['Only the default catalog is supported for this connection'] });
  }

  private async readSource(
    databaseId: number,
    ds: { table_name: string; schema: string | null; sql: string | null; template_params: string | null },
    user: AuthUser,
  ): Promise<SourceColumn[]> {
    const { connector } = await this.pool.forDatabase(databaseId);
    const sql = ds.sql?.trim()
      ? renderDatasetSql(
          ds.sql,
          ds,
          user,
          connector.backend,
          await loadTemplateDatasets({ datasources: this.datasources, rls: this.rls }, user, [ds.sql]),
        )
      : ds.sql;
    try {
      return await sourceColumns(connector, { ...ds, sql });
    } catch (err) {
      if (err instanceof VirtualSqlError) throw unprocessable({ sql: [err.message] });
      if (ds.sql)
        throw unprocessable({ sql: [err instanceof ConnectorError ? err.message : 'The SQL could not be run'] });
      throw unprocessable(
        `Table [${ds.table_name}] could not be found, please double check your database connection, schema, and table name`,
      );
    }
  }

  /**
   * A virtual dataset's SQL, rendered (templates.ts), must be one SELECT for its database's engine
   * (422 `{sql: [reason]}` otherwise).
   */
  private async assertSql(
    databaseId: number,
    sql: string,
    templateParams: string | null,
    user: AuthUser,
  ): Promise<void> {
    const { connector } = await this.pool.forDatabase(databaseId);
    const datasets = await loadTemplateDatasets({ datasources: this.datasources, rls: this.rls }, user, [sql]);
    const rendered = renderDatasetSql(sql, { template_params: templateParams }, user, connector.backend, datasets);
    try {
      virtualDatasetSql(rendered, connector.backend);
    } catch (err) {
      if (err instanceof VirtualSqlError) throw unprocessable({ sql: [err.message] });
      throw err;
    }
  }

  private async assertUnique(
    databaseId: number,
    catalog: string | null,
    schema: string | null,
    table: string,
    except?: number,
  ) {
    const q = this.db
      .selectFrom('tables')
      .select('id')
      .where('database_id', '=', databaseId)
      .where('table_name', '=', table)
      .where((eb) => (schema ? eb('schema', '=', schema) : eb('schema', 'is', null)))
      .where((eb) => (catalog ? eb('catalog', '=', catalog) : eb('catalog', 'is', null)));
    const found = await (except ? q.where('id', '!=', except) : q).executeTakeFirst();
    if (found) throw unprocessable({ table_name: [`Dataset ${schema ? `${schema}.` : ''}${table} already exists`] });
  }
}
