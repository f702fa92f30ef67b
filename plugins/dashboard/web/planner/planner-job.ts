// One chart-data request the planner sends, and the tiles waiting on it.
import type { ChartDataResult, QueryContext } from '../../../../core/viz/index.ts';
import type { CacheOutcome, TileTiming } from './query-planner-types.ts';

/** A tile's wait on a job. */
export interface Subscription {
  tileId: string;
  timing: TileTiming;
  resolve(result: ChartDataResult[]): void;
  reject(err: unknown): void;
  job?: Job;
  /** Set once the tile's promise has settled. */
  done?: boolean;
  /** Removes the tile's abort listener. */
  cleanup?: () => void;
}

export interface Job {
  seq: number;
  key: string;
  /** The key without `force`: where a finished answer is remembered for later identical tiles. */
  memoKey: string;
  context: QueryContext;
  /** The concurrency cap's bucket: the chart's database (`null` when unknown). */
  databaseId: number | null;
  state: 'queued' | 'running' | 'done';
  subscribers: Set<Subscription>;
  controller: AbortController;
  startedAt: number | null;
}

export interface Answer {
  result: ChartDataResult[];
  bytes: number;
  cache: CacheOutcome | null;
  answeredAt: number;
}

/** `is_cached` of every query: all true → hit, all false → miss, else mixed; null when no query says. */
export function cacheOutcome(result: readonly ChartDataResult[]): CacheOutcome | null {
  const flags = result.map((r) => r.is_cached).filter((v): v is boolean => typeof v === 'boolean');
  if (!flags.length) return null;
  if (flags.every(Boolean)) return 'hit';
  if (flags.every((f) => !f)) return 'miss';
  return 'mixed';
}

/** Visibility as the tiles report it: visible first, then not yet reported, then off-screen. */
export type Visibility = 'visible' | 'unknown' | 'hidden';
const RANK: Record<Visibility, number> = { visible: 0, unknown: 1, hidden: 2 };

/** A job's rank is its best subscriber's. */
export function jobRank(job: Job, visibilityOf: (tileId: string) => Visibility): number {
  let best = RANK.hidden;
  for (const s of job.subscribers) best = Math.min(best, RANK[visibilityOf(s.tileId)]);
  return best;
}

/**
 * The queued jobs to start now, in order: by rank then request order, at most `cap` running per
 * database; off-screen jobs only once no visible or not-yet-reported tile is still building its
 * query (`onScreenBuilding`), queued or running.
 */
export function pickJobsToStart(
  queued: readonly Job[],
  running: readonly Job[],
  cap: number,
  visibilityOf: (tileId: string) => Visibility,
  onScreenBuilding = false,
): Job[] {
  const ranked = queued
    .map((job) => ({ job, rank: jobRank(job, visibilityOf) }))
    .sort((a, b) => a.rank - b.rank || a.job.seq - b.job.seq);
  const busy = new Map<number | null, number>();
  for (const job of running) busy.set(job.databaseId, (busy.get(job.databaseId) ?? 0) + 1);
  let onScreenPending = onScreenBuilding || running.some((j) => jobRank(j, visibilityOf) < RANK.hidden);
  const picked: Job[] = [];
  for (const { job, rank } of ranked) {
    if (rank < RANK.hidden) onScreenPending = true;
    else if (onScreenPending) break;
    const n = busy.get(job.databaseId) ?? 0;
    if (n >= cap) continue;
    busy.set(job.databaseId, n + 1);
    picked.push(job);
  }
  return picked;
}
