import { RecordBatchReader } from 'apache-arrow';
import type { ApiClient } from '../../harness/api-client.ts';

/**
 * The API alone, from Node: POST /api/v1/sqllab/execute/ (sync) then every row through the Arrow
 * results stream, decoded (no browser). Splits the browser's share from the server's.
 */
export async function apiTime(
  client: ApiClient,
  databaseId: number,
  sql: string,
  limit: number,
): Promise<{ executeMs: number; totalMs: number; rows: number }> {
  const t0 = performance.now();
  const run = await client.post<{ query: { resultsKey: string; rows: number } }>('/api/v1/sqllab/execute/', {
    client_id: Math.random().toString(36).slice(2, 12),
    database_id: databaseId,
    sql,
    queryLimit: limit,
    runAsync: false,
    json: true,
  });
  if (run.status !== 200) throw new Error(`execute: ${run.status} ${run.text.slice(0, 300)}`);
  const executeMs = performance.now() - t0;
  const key = run.body.query.resultsKey;
  const res = await fetch(`${client.baseUrl}/api/v1/sqllab/results/?q=${encodeURIComponent(`(key:'${key}')`)}`, {
    headers: { accept: 'application/vnd.apache.arrow.stream', authorization: `Bearer ${client.token}` },
  });
  if (!res.ok || !res.body) throw new Error(`results: ${res.status}`);
  const reader = await RecordBatchReader.from(res.body as unknown as ReadableStream<Uint8Array>);
  let rows = 0;
  for await (const batch of reader) rows += batch.numRows;
  return { executeMs, totalMs: performance.now() - t0, rows };
}
