/**
 * The SQL Lab runs of this process, by query id. A stop that reaches this process aborts its run
 * at once (`stop`), with no read of the store. A stop that reaches another process of a cluster
 * can only mark the row `stopped`; for that case, when `pollMs` is set, one read per interval asks
 * the store which of this process's runs were stopped (one query for all of them, not one per run).
 */
/** The abort reason of a run stopped by request (not by a timeout or a cancelled job). */
export const STOP_REQUESTED = 'stopped by request';

export class RunningQueries {
  private readonly runs = new Map<number, AbortController>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private polling = false;

  constructor(
    private readonly opts: {
      /** How often to look for stops made elsewhere; null in a single process, where every stop is local. */
      pollMs: number | null;
      stoppedAmong(ids: readonly number[]): Promise<number[]>;
    },
  ) {}

  /** Watches a run until the returned function is called. */
  add(id: number, ctrl: AbortController): () => void {
    this.runs.set(id, ctrl);
    if (this.opts.pollMs !== null && !this.timer) {
      this.timer = setInterval(() => void this.poll(), this.opts.pollMs);
      this.timer.unref?.();
    }
    return () => {
      if (this.runs.get(id) === ctrl) this.runs.delete(id);
      if (this.runs.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Aborts the run when it is this process's; false when it runs elsewhere (or not at all). */
  stop(id: number): boolean {
    const ctrl = this.runs.get(id);
    ctrl?.abort(STOP_REQUESTED);
    return Boolean(ctrl);
  }

  get size(): number {
    return this.runs.size;
  }

  private async poll(): Promise<void> {
    if (this.polling || this.runs.size === 0) return;
    this.polling = true;
    try {
      for (const id of await this.opts.stoppedAmong([...this.runs.keys()])) this.stop(id);
    } catch {
      // The store was unreachable for a moment: the next interval asks again.
    } finally {
      this.polling = false;
    }
  }
}
