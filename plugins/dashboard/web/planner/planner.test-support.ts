// A fake wire and clock for the planner's tests: every POST waits until the test answers it.
import type { QueryContext, QueryFormData } from '../../../../core/viz/index.ts';
import type { ChartDataTransport, WireAnswer } from './chart-data-transport.ts';
import { createQueryPlanner, type QueryPlannerDeps } from './query-planner.ts';
import type { TileRequest } from './query-planner-types.ts';

export interface SentRequest {
  context: QueryContext;
  signal: AbortSignal;
  answer(wire: Partial<WireAnswer> & { body?: unknown }): void;
}

export class FakeWire implements ChartDataTransport {
  readonly sent: SentRequest[] = [];
  readonly gets: { url: string; answer(wire: Partial<WireAnswer>): void }[] = [];

  post(context: QueryContext, signal: AbortSignal): Promise<WireAnswer> {
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      this.sent.push({ context, signal, answer: (w) => resolve({ status: 200, bytes: 100, body: null, ...w }) });
    });
  }

  get(url: string, signal: AbortSignal): Promise<WireAnswer> {
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      this.gets.push({ url, answer: (w) => resolve({ status: 200, bytes: 100, body: null, ...w }) });
    });
  }
}

/** A 200 body with one result per query of the context. */
export function okBody(context: QueryContext, isCached = false) {
  return {
    result: context.queries.map((_, i) => ({
      data: [{ n: i }],
      colnames: ['n'],
      coltypes: [0],
      rowcount: 1,
      is_cached: isCached,
    })),
  };
}

/** A buildQuery like the SDK's: one query from metrics + the extra filters (two when `two_queries`). */
export async function fakeBuildQuery(formData: QueryFormData): Promise<QueryContext> {
  await Promise.resolve();
  const [id] = formData.datasource.split('__');
  const query = {
    metrics: formData.metrics ?? [],
    filters: formData.extra_form_data?.filters ?? [],
    time_range: formData.extra_form_data?.time_range,
  };
  const queries = formData.two_queries ? [query, { ...query, row_limit: Number(formData.two_queries) }] : [query];
  return {
    datasource: { id: Number(id), type: 'table' },
    force: Boolean(formData.force),
    queries,
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}

export function makePlanner(overrides: Partial<QueryPlannerDeps> = {}) {
  let clock = 0;
  const wire = new FakeWire();
  const planner = createQueryPlanner({
    dashboardId: 9,
    buildQuery: fakeBuildQuery,
    transport: wire,
    now: () => clock,
    concurrency: 6,
    ...overrides,
  });
  return {
    planner,
    wire,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

export function tile(tileId: string, chartId: number, metric = 'count', extra: Partial<TileRequest> = {}): TileRequest {
  return {
    tileId,
    chartId,
    databaseId: 1,
    formData: { datasource: '3__table', viz_type: 'big_number_total', metrics: [metric] },
    ...extra,
  };
}

/** Lets every pending microtask (buildQuery, answers) run. */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));
