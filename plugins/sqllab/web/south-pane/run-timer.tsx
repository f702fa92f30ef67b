import { useEffect, useState } from 'react';
import type { QueryRun } from '../state/editor-types.ts';
import { isTerminalState } from '../../shared/index.ts';

/** 83 ms → 00:00:00.08, as Superset's timer reads. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, ms);
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const cs = Math.floor((total % 1000) / 10);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${two(cs)}`;
}

/** How long a run has taken: ticking while it runs, fixed once it ended. */
export function RunTimer({ run }: { run: Pick<QueryRun, 'state' | 'startDttm' | 'endDttm'> | null }) {
  const running = run !== null && !isTerminalState(run.state);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 60);
    return () => clearInterval(id);
  }, [running]);
  if (!run) return null;
  const end = running ? now : (run.endDttm ?? now);
  const tone = running
    ? 'running'
    : run.state === 'success'
      ? 'success'
      : run.state === 'stopped'
        ? 'stopped'
        : 'failed';
  return (
    <span className={`sqllab-timer sqllab-timer--${tone}`} data-testid="run-timer" role="timer">
      {formatDuration(end - run.startDttm)}
    </span>
  );
}
