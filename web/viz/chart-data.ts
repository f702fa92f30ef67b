import type { ChartDataResult, QueryContext } from '../../core/viz/index.ts';
import { authHeaders, readAnswer } from '../api/client.ts';

/** POST /api/v1/chart/data (reference §3): the answer's `result`, one entry per query; ApiError on failure. */
export async function fetchChartData(queryContext: QueryContext, signal?: AbortSignal): Promise<ChartDataResult[]> {
  const res = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(await authHeaders(true)) },
    body: JSON.stringify(queryContext),
    signal,
  });
  const answer = await readAnswer<{ result: ChartDataResult[] }>(res);
  return answer.result;
}

/** Superset's rule for 'No results were returned for this query': every query answered no rows. */
export function hasNoRows(queriesData: readonly ChartDataResult[]): boolean {
  return queriesData.every((q) => !q.data || (Array.isArray(q.data) && q.data.length === 0));
}
