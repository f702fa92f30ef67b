import fs from 'node:fs';
import path from 'node:path';
import type { ApiClient } from '../../harness/api-client.ts';
import type { BootedLoupe } from '../../harness/boot-loupe.ts';

const DIR = '/work/shared/reference/query-contexts';
export const REFERENCE_BODIES = [
  '01_line_groupby_series_limit.json',
  '05_pie_states.json',
  '06_big_number_total.json',
  '09_table_raw_order_by.json',
] as const;

/** A reference body with its datasource (and form_data's) pointed at this Loupe's birth_names. */
export function referenceBody(
  file: string,
  datasetId: number,
): Record<string, unknown> & { queries: Record<string, unknown>[] } {
  const body = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
  body.datasource.id = datasetId;
  if (body.form_data) {
    body.form_data.datasource = `${datasetId}__table`;
    delete body.form_data.slice_id;
  }
  return body;
}

export async function datasetId(client: ApiClient, table: string): Promise<number> {
  const res = await client.get<{ ids: number[] }>(
    '/api/v1/dataset/?q=' + encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${table})))`),
  );
  if (res.status !== 200 || res.body.ids.length !== 1) throw new Error(`dataset ${table}: ${res.status} ${res.text}`);
  return res.body.ids[0]!;
}

/** A raw POST with the client's token, for binary answers (xlsx, arrow, zip). */
export async function postRaw(h: BootedLoupe, client: ApiClient, url: string, body: unknown): Promise<Response> {
  return fetch(h.url + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface QueryResultWire {
  cache_key: string | null;
  cached_dttm: string | null;
  cache_timeout: number;
  is_cached: boolean;
  query: string;
  status: string;
  error: string | null;
  stacktrace: string | null;
  rowcount: number;
  sql_rowcount: number;
  from_dttm: number | null;
  to_dttm: number | null;
  label_map: Record<string, string[]>;
  colnames: string[];
  coltypes: number[];
  indexnames: number[];
  data: Record<string, unknown>[];
  result_format: string;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: string }[];
  annotation_data: Record<string, unknown>;
  applied_template_filters: string[];
}
