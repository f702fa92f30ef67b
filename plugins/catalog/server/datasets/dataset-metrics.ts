import crypto from 'node:crypto';
import { badRequest, unprocessable } from '../../../../server/http/errors.ts';
import { changedBy, createdBy, storedNow } from '../../../../server/rest/audit-values.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';
import type { DatasetMetricBody } from './dataset-body-schema.ts';
import { parseJsonObject } from './parse-json-object.ts';

export function checkMetrics(metrics: DatasetMetricBody[]) {
  const names = metrics.map((m) => m.metric_name);
  if (new Set(names).size !== names.length) throw unprocessable({ metrics: ['One or more metrics are duplicated'] });
  for (const m of metrics) {
    if (m.extra) parseJsonObject(m.extra, 'metrics');
    checkCurrency(m.currency);
  }
}

const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));

/**
 * A metric's `currency` is null or `{symbol: <ISO 4217 code>, symbolPosition: "prefix" | "suffix"}`
 * (Superset's DatasetMetricCurrencyPutSchema), or `{}` for none; the SPA sends it as an object, an
 * import as its JSON text. Anything else is the body's fault: 400.
 */
export function checkCurrency(currency: DatasetMetricBody['currency']): void {
  if (currency === null || currency === undefined) return;
  let value: unknown = currency;
  if (typeof currency === 'string') {
    if (currency.trim() === '') return;
    try {
      value = JSON.parse(currency);
    } catch {
      throw badRequest({ metrics: ['Field cannot be decoded by JSON.'] });
    }
  }
  const c = value as Record<string, unknown> | null;
  const keys = c && typeof c === 'object' && !Array.isArray(c) ? Object.keys(c) : null;
  if (!keys || keys.some((k) => k !== 'symbol' && k !== 'symbolPosition'))
    throw badRequest({ metrics: ['Currency must be an object with symbol and symbolPosition'] });
  if (keys.length === 0) return; // `{}`: no currency chosen (Superset's schema has no required key)
  if (typeof c!.symbol !== 'string' || !ISO_4217.has(c!.symbol))
    throw badRequest({ metrics: ['Currency symbol must be an ISO 4217 currency code'] });
  if (c!.symbolPosition !== 'prefix' && c!.symbolPosition !== 'suffix')
    throw badRequest({ metrics: ['Currency symbolPosition must be one of: prefix, suffix'] });
}

export async function replaceMetrics(trx: CatalogDb, id: number, metrics: DatasetMetricBody[], userId: number) {
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

/** Superset's default metric on a new dataset (SqlaTable.fetch_metadata): `count`, `COUNT(*)`, unless one is named so. */
export async function addDefaultMetric(trx: CatalogDb, id: number, userId: number) {
  const have = await trx
    .selectFrom('sql_metrics')
    .select('id')
    .where('table_id', '=', id)
    .where('metric_name', '=', 'count')
    .executeTakeFirst();
  if (have) return;
  await trx
    .insertInto('sql_metrics')
    .values({
      uuid: crypto.randomUUID(),
      table_id: id,
      metric_name: 'count',
      verbose_name: 'COUNT(*)',
      metric_type: 'count',
      expression: 'COUNT(*)',
      ...createdBy(userId),
    })
    .execute();
}
