import crypto from 'node:crypto';
import { badRequest, unprocessable } from '../../../../server/http/errors.ts';
import { changedBy, createdBy, storedNow } from '../../../../server/rest/audit-values.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';
import type { SourceColumn } from './column-sync.ts';
import type { DatasetColumnBody } from './dataset-body-schema.ts';
import { parseJsonObject } from './parse-json-object.ts';
import { isValidPythonDateFormat } from './python-date-format.ts';

/** Adds new source columns, updates types, drops physical columns that are gone (on refresh). */
export async function mergeSourceColumns(
  trx: CatalogDb,
  id: number,
  cols: SourceColumn[],
  dropMissing: boolean,
  userId: number,
) {
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

export function checkColumns(columns: DatasetColumnBody[]) {
  const names = columns.map((c) => c.column_name);
  if (new Set(names).size !== names.length) throw unprocessable({ columns: ['One or more columns are duplicated'] });
  for (const c of columns) {
    if (!isValidPythonDateFormat(c.python_date_format))
      throw badRequest({ columns: [`Invalid date/timestamp format: ${c.python_date_format}`] });
    if (c.extra) parseJsonObject(c.extra, 'columns');
  }
}

/** Items with an id update, items without are created, items left out are deleted. */
export async function replaceColumns(
  trx: CatalogDb,
  id: number,
  columns: DatasetColumnBody[],
  override: boolean,
  userId: number,
) {
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
