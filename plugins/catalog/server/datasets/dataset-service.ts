import crypto from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { IConnectorPool } from '../databases/connector-pool.ts';
import { sourceColumns, type SourceColumn } from './column-sync.ts';
import type {
  CreateDatasetBody,
  DatasetColumnBody,
  DatasetMetricBody,
  UpdateDatasetBody,
} from './dataset-body-schema.ts';
import { dropDatasetPermission, syncDatasetPermissions } from './dataset-permissions.ts';
import { isValidPythonDateFormat } from './python-date-format.ts';
import { changedBy, createdBy, storedNow } from '../../../../server/rest/audit-values.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

type Db = CatalogDb;

export interface DatasetRow {
  id: number;
  uuid: string;
  table_name: string;
  catalog: string | null;
  schema: string | null;
  database_id: number;
  sql: string | null;
  perm: string | null;
  main_dttm_col: string | null;
  fetch_values_predicate: string | null;
}

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
    const owners = await this.validOwners(body.owners ?? [user.id]);
    const columns = await this.readSource(body.database, {
      table_name: body.table_name,
      schema: body.schema ?? null,
      sql: body.sql ?? null,
    });
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
      await this.setOwners(trx, id as number, owners);
      await this.mergeSourceColumns(trx, id as number, columns, false, user.id);
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
    if (body.extra) parseJsonObject(body.extra, 'extra');
    const owners = body.owners ? await this.validOwners(body.owners) : null;
    if (body.columns) this.checkColumns(body.columns);
    if (body.metrics) this.checkMetrics(body.metrics);
    await this.db.transaction().execute(async (trx) => {
      const changes: Record<string, unknown> = changedBy(user.id);
      for (const k of SCALARS)
        if (body[k as keyof UpdateDatasetBody] !== undefined) changes[k] = body[k as keyof UpdateDatasetBody];
      if (body.database_id !== undefined) changes.database_id = body.database_id;
      await trx.updateTable('tables').set(changes).where('id', '=', id).execute();
      if (owners) await this.setOwners(trx, id, owners);
      if (body.columns) await this.replaceColumns(trx, id, body.columns, overrideColumns, user.id);
      if (body.metrics) await this.replaceMetrics(trx, id, body.metrics, user.id);
      await syncDatasetPermissions(trx, id);
    });
    return { id, result: { ...body } };
  }

  async delete(ids: number[], user: AuthUser): Promise<number> {
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
    const columns = await this.readSource(row.database_id, row);
    await this.db.transaction().execute(async (trx) => {
      await this.mergeSourceColumns(trx, id, columns, true, user.id);
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
      await this.setOwners(trx, id as number, [user.id]);
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
      .where((eb) => (body.schema ? eb('schema', '=', body.schema) : eb('schema', 'is', null)))
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

  private async readSource(
    databaseId: number,
    ds: { table_name: string; schema: string | null; sql: string | null },
  ): Promise<SourceColumn[]> {
    const { connector } = await this.pool.forDatabase(databaseId);
    try {
      return await sourceColumns(connector, ds);
    } catch (err) {
      if (ds.sql)
        throw unprocessable({ sql: [err instanceof ConnectorError ? err.message : 'The SQL could not be run'] });
      throw unprocessable(
        `Table [${ds.table_name}] could not be found, please double check your database connection, schema, and table name`,
      );
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

  private async validOwners(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.db.selectFrom('ab_user').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw unprocessable({ owners: ['Owners are invalid'] });
    return unique;
  }

  private async setOwners(trx: Db, id: number, owners: number[]) {
    await trx.deleteFrom('sqlatable_user').where('table_id', '=', id).execute();
    for (const userId of owners)
      await trx.insertInto('sqlatable_user').values({ table_id: id, user_id: userId }).execute();
  }

  /** Adds new source columns, updates types, drops physical columns that are gone (on refresh). */
  private async mergeSourceColumns(trx: Db, id: number, cols: SourceColumn[], dropMissing: boolean, userId: number) {
    const existing = await trx
      .selectFrom('table_columns')
      .select(['id', 'column_name', 'expression'])
      .where('table_id', '=', id)
      .execute();
    const byName = new Map(existing.map((c) => [c.column_name as string, c]));
    for (const c of cols) {
      const have = byName.get(c.name);
      if (have)
        await trx
          .updateTable('table_columns')
          .set({ type: c.type, ...changedBy(userId) })
          .where('id', '=', have.id)
          .execute();
      else {
        await trx
          .insertInto('table_columns')
          .values({
            uuid: crypto.randomUUID(),
            table_id: id,
            column_name: c.name,
            type: c.type,
            is_dttm: c.isDttm,
            groupby: true,
            filterable: true,
            is_active: true,
            ...createdBy(userId),
          })
          .execute();
      }
    }
    if (dropMissing) {
      const names = new Set(cols.map((c) => c.name));
      const gone = existing.filter((c) => !names.has(c.column_name as string) && !c.expression).map((c) => c.id);
      if (gone.length) await trx.deleteFrom('table_columns').where('id', 'in', gone).execute();
    }
  }

  private checkColumns(columns: DatasetColumnBody[]) {
    const names = columns.map((c) => c.column_name);
    if (new Set(names).size !== names.length) throw unprocessable({ columns: ['One or more columns are duplicated'] });
    for (const c of columns) {
      if (!isValidPythonDateFormat(c.python_date_format))
        throw badRequest({ columns: [`Invalid date/timestamp format: ${c.python_date_format}`] });
      if (c.extra) parseJsonObject(c.extra, 'columns');
    }
  }

  private checkMetrics(metrics: DatasetMetricBody[]) {
    const names = metrics.map((m) => m.metric_name);
    if (new Set(names).size !== names.length) throw unprocessable({ metrics: ['One or more metrics are duplicated'] });
    for (const m of metrics) if (m.extra) parseJsonObject(m.extra, 'metrics');
  }

  /** Items with an id update, items without are created, items left out are deleted. */
  private async replaceColumns(trx: Db, id: number, columns: DatasetColumnBody[], override: boolean, userId: number) {
    const existing = await trx.selectFrom('table_columns').select(['id']).where('table_id', '=', id).execute();
    const ids = new Set(existing.map((c) => c.id as number));
    if (!override && columns.some((c) => c.id !== undefined && !ids.has(c.id)))
      throw unprocessable({ columns: ['One or more columns do not exist'] });
    const keep = override ? [] : columns.filter((c) => c.id !== undefined).map((c) => c.id!);
    const remove = [...ids].filter((x) => !keep.includes(x));
    if (remove.length) await trx.deleteFrom('table_columns').where('id', 'in', remove).execute();
    for (const c of columns) {
      const values = {
        column_name: c.column_name,
        type: c.type ?? null,
        verbose_name: c.verbose_name ?? null,
        description: c.description ?? null,
        expression: c.expression ?? null,
        filterable: c.filterable ?? true,
        groupby: c.groupby ?? true,
        is_active: c.is_active ?? true,
        is_dttm: c.is_dttm ?? false,
        python_date_format: c.python_date_format ?? null,
        advanced_data_type: c.advanced_data_type ?? null,
        extra: c.extra ?? null,
        ...changedBy(userId),
      };
      if (!override && c.id !== undefined)
        await trx.updateTable('table_columns').set(values).where('id', '=', c.id).execute();
      else
        await trx
          .insertInto('table_columns')
          .values({
            ...values,
            uuid: c.uuid ?? crypto.randomUUID(),
            table_id: id,
            created_on: storedNow(),
            created_by_fk: userId,
          })
          .execute();
    }
  }

  private async replaceMetrics(trx: Db, id: number, metrics: DatasetMetricBody[], userId: number) {
    const existing = await trx.selectFrom('sql_metrics').select(['id']).where('table_id', '=', id).execute();
    const ids = new Set(existing.map((m) => m.id as number));
    if (metrics.some((m) => m.id !== undefined && !ids.has(m.id)))
      throw unprocessable({ metrics: ['One or more metrics do not exist'] });
    const keep = metrics.filter((m) => m.id !== undefined).map((m) => m.id!);
    const remove = [...ids].filter((x) => !keep.includes(x));
    if (remove.length) await trx.deleteFrom('sql_metrics').where('id', 'in', remove).execute();
    for (const m of metrics) {
      const values = {
        metric_name: m.metric_name,
        expression: m.expression,
        metric_type: m.metric_type ?? null,
        verbose_name: m.verbose_name ?? null,
        description: m.description ?? null,
        d3format: m.d3format ?? null,
        currency: m.currency == null ? null : typeof m.currency === 'string' ? m.currency : JSON.stringify(m.currency),
        warning_text: m.warning_text ?? null,
        extra: m.extra ?? null,
        ...changedBy(userId),
      };
      if (m.id !== undefined) await trx.updateTable('sql_metrics').set(values).where('id', '=', m.id).execute();
      else
        await trx
          .insertInto('sql_metrics')
          .values({
            ...values,
            uuid: m.uuid ?? crypto.randomUUID(),
            table_id: id,
            created_on: storedNow(),
            created_by_fk: userId,
          })
          .execute();
    }
  }
}

function parseJsonObject(text: string, field: string): void {
  try {
    const v: unknown = JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error();
  } catch {
    throw badRequest({ [field]: ['Field cannot be decoded by JSON.'] });
  }
}
