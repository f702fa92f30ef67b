import crypto from 'node:crypto';
import { unprocessable } from '../../../../server/http/errors.ts';
import { changedBy, storedNow } from '../../../../server/rest/audit-values.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';
import type { DatasetMetricBody } from './dataset-body-schema.ts';
import { parseJsonObject } from './parse-json-object.ts';

export function checkMetrics(metrics: DatasetMetricBody[]) {
  const names = metrics.map((m) => m.metric_name);
  if (new Set(names).size !== names.length) throw unprocessable({ metrics: ['One or more metrics are duplicated'] });
  for (const m of metrics) if (m.extra) parseJsonObject(m.extra, 'metrics');
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
