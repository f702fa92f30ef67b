import { api } from '../../../../web/api/client.ts';
import { isTerminalState } from '../../shared/index.ts';
import { snapshot, sqllab } from '../state/sqllab-store.ts';
import type { QueryWire } from '../../shared/index.ts';
import { queryFromWire } from '../persistence/wire-mapping.ts';

const POLL_MS = 1000;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastUpdatedMs = 0;
let onSuccess: ((id: string) => void) | null = null;

/**
 * Called with a run's id when polling sees it succeed without rows yet, or fetching (its rows
 * streaming into the results backend) with none shown yet (set by the run module).
 */
export function onPolledSuccess(fn: (id: string) => void): void {
  onSuccess = fn;
}

function pending(): boolean {
  return Object.values(sqllab.queries).some((q) => !isTerminalState(q.state));
}

/**
 * While any run is not finished, asks `GET /api/v1/query/updated_since` about every second
 * (reference §5.3) and merges what changed: state, progress, rows, results key, error.
 */
export function ensurePolling(): void {
  if (!pending()) return;
  // From just before the oldest unfinished run started (runs restored after a reload included).
  const oldest = Math.min(
    ...Object.values(sqllab.queries)
      .filter((q) => !isTerminalState(q.state))
      .map((q) => q.startDttm),
  );
  const since = Math.min(Date.now() - 60_000, oldest - 1_000);
  lastUpdatedMs = lastUpdatedMs ? Math.min(lastUpdatedMs, since) : since;
  if (timer) return;
  timer = setTimeout(() => void tick(), POLL_MS);
}

async function tick(): Promise<void> {
  try {
    const since = lastUpdatedMs;
    const { result } = await api.get<{ result: QueryWire[] }>('/api/v1/query/updated_since', {
      last_updated_ms: since,
    });
    for (const w of result) {
      const changed = w.changed_on ? Date.parse(`${w.changed_on.replace(/Z$/, '')}Z`) : NaN;
      if (Number.isFinite(changed)) lastUpdatedMs = Math.max(lastUpdatedMs, changed - 1);
      const local = sqllab.queries[w.id];
      if (!local || isTerminalState(local.state)) continue;
      const next = queryFromWire(w, local);
      Object.assign(local, {
        state: next.state,
        progress: next.progress,
        rows: next.rows,
        resultsKey: next.resultsKey,
        errorMessage: next.errorMessage,
        executedSql: next.executedSql,
        serverId: next.serverId,
        endDttm: next.endDttm,
        limitingFactor: next.limitingFactor,
      });
      if (local.state === 'success' && local.runAsync && !local.results) onSuccess?.(local.id);
      // Rows already streaming in on the server: follow them while the run is still fetching.
      else if (local.state === 'fetching' && local.resultsKey && !local.results) onSuccess?.(local.id);
      if (isTerminalState(local.state)) snapshot();
    }
  } catch {
    // A missed poll is retried on the next tick.
  }
  timer = null;
  if (pending()) timer = setTimeout(() => void tick(), POLL_MS);
}
