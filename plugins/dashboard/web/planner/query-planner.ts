// The dashboard's one loader: see IQueryPlanner. Pure apart from its deps (transport, clock,
// buildQuery), so tests drive it with a fake fetch and a fake clock.
import type { BuildQueryOptions, ChartDataResult, QueryContext, QueryFormData } from '../../../../core/viz/index.ts';
import type { DashboardMetadata, DataMask, ExtraFormData } from '../../shared/index.ts';
import type { AsyncEventClient } from './async-event-client.ts';
import type { ChartDataTransport } from './chart-data-transport.ts';
import { fetchAnswer } from './fetch-answer.ts';
import { dedupKey } from './dedup-key.ts';
import { extraFormDataFor, type ChartAncestors } from './filters-in-scope.ts';
import { mergeExtraFormData } from './merge-extra-form-data.ts';
import { pickJobsToStart, type Answer, type Job, type Subscription, type Visibility } from './planner-job.ts';
import type { IQueryPlanner, TileRequest, TileTiming } from './query-planner-types.ts';

export interface QueryPlannerDeps {
  dashboardId: number;
  /** The viz plugin's buildQuery for `formData.viz_type` (through the viz registry and loader). */
  buildQuery(formData: QueryFormData, options: BuildQueryOptions): Promise<QueryContext>;
  transport: ChartDataTransport;
  /** GLOBAL_ASYNC_QUERIES: how a 202's job is awaited. Without it a 202 is an error. */
  asyncEvents?: Pick<AsyncEventClient, 'waitFor'>;
  /** ms since the page's navigation started (`performance.now()`). */
  now(): number;
  /** Requests in flight per database (LOUPE_DASHBOARD_QUERY_CONCURRENCY). */
  concurrency: number;
  /**
   * `naive` (a bench aid, `?planner=naive`): every tile sends its own request at once, no sharing,
   * no cap, no visibility order; the timings and counts are kept the same way.
   */
  mode?: 'planned' | 'naive';
  /**
   * Told when a tile's request is sent, answered (or failed) and drawn, with its timing: the
   * browser turns these into User Timing marks (`dashboard-tile-sent|answered|rendered`).
   */
  onTiming?(phase: TilePhase, timing: Readonly<TileTiming>): void;
}

export type TilePhase = 'sent' | 'answered' | 'rendered';

const abortError = () => new DOMException('The tile stopped waiting', 'AbortError');
const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export function createQueryPlanner(deps: QueryPlannerDeps): IQueryPlanner {
  return new QueryPlanner(deps);
}

export class QueryPlanner implements IQueryPlanner {
  private readonly naive: boolean;
  private seq = 0;
  private readonly jobs = new Map<string, Job>();
  private readonly answers = new Map<string, Answer>();
  private readonly current = new Map<string, Subscription>();
  private readonly generation = new Map<string, number>();
  /** Tiles whose query is being built (their plugin's buildQuery may still be loading). */
  private readonly building = new Set<string>();
  private readonly timingOf = new Map<string, TileTiming>();
  private readonly visibility = new Map<string, boolean>();
  private readonly listeners = new Set<() => void>();
  private snapshot: TileTiming[] | null = null;
  /** A tile in view has asked and not drawn yet (mayDraw's answer for off-screen tiles); null: not computed since the last change. */
  private visibleWaiting: boolean | null = null;
  private tally = { requests: 0, queries: 0, tileLoads: 0 };
  private dataMask: Record<string, DataMask> = {};
  private metadata: DashboardMetadata = {};
  private ancestors: ChartAncestors | undefined;

  constructor(private readonly deps: QueryPlannerDeps) {
    this.naive = deps.mode === 'naive';
  }

  async load(request: TileRequest, signal?: AbortSignal): Promise<ChartDataResult[]> {
    const previous = this.current.get(request.tileId);
    if (previous) this.detach(previous);
    const generation = (this.generation.get(request.tileId) ?? 0) + 1;
    this.generation.set(request.tileId, generation);
    const timing: TileTiming = {
      tileId: request.tileId,
      chartId: request.chartId,
      requestedAt: this.deps.now(),
      startedAt: null,
      answeredAt: null,
      renderedAt: null,
      cache: null,
      bytes: null,
      deduplicated: false,
      error: null,
    };
    this.timingOf.set(request.tileId, timing);
    this.tally.tileLoads++;
    this.changed();

    let context: QueryContext;
    this.building.add(request.tileId);
    try {
      if (signal?.aborted) throw abortError();
      context = await this.deps.buildQuery(this.formDataFor(request), {
        downsample: request.width ? { width: request.width } : undefined,
      });
      context = { ...context, force: Boolean(request.force) };
      // Unmounted or refreshed while the plugin's buildQuery loaded.
      if (signal?.aborted || this.generation.get(request.tileId) !== generation) throw abortError();
    } catch (err) {
      if (this.generation.get(request.tileId) === generation) this.building.delete(request.tileId);
      if (isAbort(err)) {
        if (this.timingOf.get(request.tileId) === timing) this.timingOf.delete(request.tileId);
      } else timing.error = err instanceof Error ? err.message : String(err);
      this.changed();
      this.pump();
      throw err;
    }
    // Still marked building until enqueued, so an off-screen job cannot slip in ahead of it.
    this.building.delete(request.tileId);
    return new Promise<ChartDataResult[]>((resolve, reject) => {
      this.enqueue({ tileId: request.tileId, timing, resolve, reject }, context, request, signal);
    });
  }

  /** Saved params + slice_id, dashboard_id (and dashboardId), force and the merged extra_form_data of the masks in scope. */
  formDataFor(request: TileRequest): QueryFormData {
    const saved = request.formData;
    return {
      ...saved,
      slice_id: request.chartId,
      dashboard_id: this.deps.dashboardId,
      // Superset's client names the dashboard so too: a guest's chart data is checked against it.
      dashboardId: this.deps.dashboardId,
      force: Boolean(request.force),
      extra_form_data: mergeExtraFormData(saved.extra_form_data ?? {}, this.extraFormData(request.chartId)),
    };
  }

  extraFormData(chartId: number): ExtraFormData {
    return extraFormDataFor(chartId, this.dataMask, this.metadata, this.ancestors);
  }

  /** Joins an identical request in flight or queued, takes a remembered answer, or queues a new request. */
  private enqueue(sub: Subscription, context: QueryContext, request: TileRequest, signal?: AbortSignal): void {
    const key = this.naive ? `naive:${this.seq + 1}` : dedupKey(context);
    const memoKey = dedupKey(context, { withForce: false });
    const answered = this.naive || request.force ? undefined : this.answers.get(memoKey);
    if (answered) {
      const now = this.deps.now();
      Object.assign(sub.timing, { startedAt: now, deduplicated: true });
      this.settle(sub, answered, now);
      return;
    }
    let job = this.jobs.get(key);
    if (job) {
      sub.timing.deduplicated = true;
      sub.timing.startedAt = job.startedAt;
      if (job.startedAt !== null) this.deps.onTiming?.('sent', sub.timing);
    } else {
      job = {
        seq: ++this.seq,
        key,
        memoKey,
        context,
        databaseId: request.databaseId,
        state: 'queued',
        subscribers: new Set(),
        controller: new AbortController(),
        startedAt: null,
      };
      this.jobs.set(key, job);
    }
    sub.job = job;
    job.subscribers.add(sub);
    this.current.set(sub.tileId, sub);
    if (signal) {
      const onAbort = () => this.detach(sub);
      signal.addEventListener('abort', onAbort, { once: true });
      sub.cleanup = () => signal.removeEventListener('abort', onAbort);
    }
    this.changed();
    this.pump();
  }

  /** Settles a tile's promise once and forgets its wait. */
  private finish(sub: Subscription, outcome: { result: ChartDataResult[] } | { error: unknown }): void {
    if (sub.done) return;
    sub.done = true;
    sub.cleanup?.();
    sub.job?.subscribers.delete(sub);
    if (this.current.get(sub.tileId) === sub) this.current.delete(sub.tileId);
    if ('result' in outcome) sub.resolve(outcome.result);
    else sub.reject(outcome.error);
  }

  /**
   * A tile stopped waiting (unmounted, or refreshed: a new load of the same tile): its promise
   * rejects with an AbortError, its timing goes, and its request is aborted (or dequeued) unless
   * another tile still waits on it.
   */
  private detach(sub: Subscription): void {
    if (sub.done) return;
    if (this.timingOf.get(sub.tileId) === sub.timing) this.timingOf.delete(sub.tileId);
    this.finish(sub, { error: abortError() });
    const job = sub.job;
    if (job && !job.subscribers.size && job.state !== 'done') {
      this.jobs.delete(job.key);
      if (job.state === 'running') job.controller.abort();
      job.state = 'done';
    }
    this.changed();
    this.pump();
  }

  private visibilityOf = (tileId: string): Visibility => {
    const v = this.visibility.get(tileId);
    return v === undefined ? 'unknown' : v ? 'visible' : 'hidden';
  };

  private pump(): void {
    const all = [...this.jobs.values()];
    const queued = all.filter((j) => j.state === 'queued');
    if (!queued.length) return;
    const start = this.naive
      ? queued
      : pickJobsToStart(
          queued,
          all.filter((j) => j.state === 'running'),
          Math.max(1, this.deps.concurrency),
          this.visibilityOf,
          [...this.building].some((tileId) => this.visibilityOf(tileId) !== 'hidden'),
        );
    for (const job of start) void this.run(job);
  }

  private async run(job: Job): Promise<void> {
    job.state = 'running';
    job.startedAt = this.deps.now();
    for (const s of job.subscribers) {
      s.timing.startedAt = job.startedAt;
      this.deps.onTiming?.('sent', s.timing);
    }
    this.tally.requests++;
    this.tally.queries += job.context.queries.length;
    this.changed();
    let answer: Answer | null = null;
    let failure: unknown = null;
    try {
      answer = await fetchAnswer(job.context, job.controller.signal, this.deps);
    } catch (err) {
      failure = err;
    }
    if ((job.state as Job['state']) === 'done') return; // abandoned: nobody waits any more
    job.state = 'done';
    this.jobs.delete(job.key);
    if (answer) {
      this.answers.set(job.memoKey, answer);
      for (const s of [...job.subscribers]) this.settle(s, answer, answer.answeredAt);
    } else {
      const message = failure instanceof Error ? failure.message : String(failure);
      const now = this.deps.now();
      for (const s of [...job.subscribers]) {
        Object.assign(s.timing, { answeredAt: now, error: message });
        this.deps.onTiming?.('answered', s.timing);
        this.finish(s, { error: failure });
      }
    }
    this.changed();
    this.pump();
  }

  private settle(sub: Subscription, answer: Answer, answeredAt: number): void {
    Object.assign(sub.timing, { answeredAt, cache: answer.cache, bytes: answer.bytes });
    this.deps.onTiming?.('answered', sub.timing);
    this.changed();
    this.finish(sub, { result: answer.result });
  }

  setVisible(tileId: string, visible: boolean): void {
    if (this.visibility.get(tileId) === visible) return;
    this.visibility.set(tileId, visible);
    this.changed();
    this.pump();
  }

  mayDraw(tileId: string): boolean {
    if (this.naive || this.visibility.get(tileId) !== false) return true;
    this.visibleWaiting ??= [...this.visibility].some(([id, visible]) => {
      const t = visible ? this.timingOf.get(id) : undefined;
      return t !== undefined && t.renderedAt === null && t.error === null;
    });
    return !this.visibleWaiting;
  }

  markRendered(tileId: string): void {
    const timing = this.timingOf.get(tileId);
    if (!timing || timing.renderedAt !== null) return;
    timing.renderedAt = this.deps.now();
    this.deps.onTiming?.('rendered', timing);
    this.changed();
  }

  setDataMask(dataMask: Record<string, DataMask>, metadata: DashboardMetadata, ancestors?: ChartAncestors): void {
    this.dataMask = dataMask;
    this.metadata = metadata;
    this.ancestors = ancestors;
    this.changed();
  }

  timings(): TileTiming[] {
    this.snapshot ??= [...this.timingOf.values()].map((t) => ({ ...t })).sort((a, b) => a.requestedAt - b.requestedAt);
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  counts() {
    return { ...this.tally };
  }

  private changed(): void {
    this.snapshot = null;
    this.visibleWaiting = null;
    for (const l of [...this.listeners]) l();
  }
}
