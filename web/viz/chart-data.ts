import type { ChartDataResult, QueryContext } from '../../core/viz/index.ts';
import { authHeaders, readAnswer } from '../api/client.ts';
import { chartDataFromArrow } from './arrow-answer.ts';

const ARROW = 'application/vnd.apache.arrow.stream';

export interface FetchChartDataOptions {
  /**
   * Ask for the answer as Arrow (one query only): the rows arrive as typed columns
   * (`ChartDataResult.columns`) for a plugin that reads them. Loupe's own client only.
   */
  columnar?: boolean;
}

/** POST /api/v1/chart/data (reference §3): the answer's `result`, one entry per query; ApiError on failure. */
export async function fetchChartData(
  queryContext: QueryContext,
  signal?: AbortSignal,
  options: FetchChartDataOptions = {},
): Promise<ChartDataResult[]> {
  const columnar = Boolean(options.columnar) && queryContext.queries.length === 1;
  const res = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: columnar ? `${ARROW}, application/json` : 'application/json',
      'content-type': 'application/json',
      ...(await authHeaders(true)),
    },
    body: JSON.stringify(columnar ? { ...queryContext, result_format: 'arrow' } : queryContext),
    signal,
  });
  if (columnar && res.ok && res.headers.get('content-type')?.startsWith(ARROW))
    return [chartDataFromArrow(new Uint8Array(await res.arrayBuffer()))];
  const answer = await readAnswer<{ result: ChartDataResult[] }>(res);
  return answer.result;
}

/** Superset's rule for 'No results were returned for this query': every query answered no rows. */
export function hasNoRows(queriesData: readonly ChartDataResult[]): boolean {
  return queriesData.every((q) => {
    // A columnar answer is counted by its columns (reading `data` would build its row objects).
    if (q.columns) return Object.values(q.columns).every((column) => column.length === 0);
    return !q.data || (Array.isArray(q.data) && q.data.length === 0);
  });
}
