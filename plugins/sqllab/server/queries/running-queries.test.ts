import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunningQueries, STOP_REQUESTED } from './running-queries.ts';

afterEach(() => vi.useRealTimers());

describe('RunningQueries', () => {
  it('a stop of a run of this process aborts it at once, with the stop reason, and no store read', () => {
    const stoppedAmong = vi.fn(async () => []);
    const running = new RunningQueries({ pollMs: 1000, stoppedAmong });
    const ctrl = new AbortController();
    const done = running.add(7, ctrl);
    expect(running.stop(7)).toBe(true);
    expect(ctrl.signal.aborted).toBe(true);
    expect(ctrl.signal.reason).toBe(STOP_REQUESTED);
    expect(stoppedAmong).not.toHaveBeenCalled();
    done();
    expect(running.stop(7)).toBe(false);
    expect(running.size).toBe(0);
  });

  it('in a single process (no poll) never reads the store', async () => {
    vi.useFakeTimers();
    const stoppedAmong = vi.fn(async () => []);
    const running = new RunningQueries({ pollMs: null, stoppedAmong });
    running.add(1, new AbortController());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stoppedAmong).not.toHaveBeenCalled();
  });

  it('in a cluster asks once per interval for all its runs and aborts those stopped elsewhere', async () => {
    vi.useFakeTimers();
    const stoppedAmong = vi.fn(async (ids: readonly number[]) => ids.filter((id) => id === 2));
    const running = new RunningQueries({ pollMs: 1000, stoppedAmong });
    const [a, b, c] = [new AbortController(), new AbortController(), new AbortController()];
    running.add(1, a);
    const doneB = running.add(2, b);
    running.add(3, c);
    await vi.advanceTimersByTimeAsync(999);
    expect(stoppedAmong).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stoppedAmong).toHaveBeenCalledTimes(1);
    expect(stoppedAmong).toHaveBeenCalledWith([1, 2, 3]);
    expect([a.signal.aborted, b.signal.aborted, c.signal.aborted]).toEqual([false, true, false]);
    doneB();
    await vi.advanceTimersByTimeAsync(3000);
    expect(stoppedAmong).toHaveBeenCalledTimes(4);
  });

  it('stops polling when no run is left', async () => {
    vi.useFakeTimers();
    const stoppedAmong = vi.fn(async () => []);
    const running = new RunningQueries({ pollMs: 1000, stoppedAmong });
    running.add(1, new AbortController())();
    await vi.advanceTimersByTimeAsync(5000);
    expect(stoppedAmong).not.toHaveBeenCalled();
  });
});
