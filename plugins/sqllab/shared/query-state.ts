/** The states of a SQL Lab run as Superset's `QueryStatus` names them on the wire (reference §5.4). */
export const QUERY_STATES = [
  'pending',
  'scheduled',
  'running',
  'fetching',
  'success',
  'failed',
  'stopped',
  'timed_out',
] as const;
export type QueryState = (typeof QUERY_STATES)[number];

/** A run not yet over: what stop, failure and the runner's own updates may still change. */
export const ACTIVE_STATES: readonly QueryState[] = ['pending', 'scheduled', 'running', 'fetching'];
/** A run that is over: its answer (rows or error) is final. */
export const TERMINAL_STATES: readonly QueryState[] = ['success', 'failed', 'stopped', 'timed_out'];

/** True when a state read from anywhere (a client's own 'started' included) is one a run ends in. */
export function isTerminalState(state: string): boolean {
  return (TERMINAL_STATES as readonly string[]).includes(state);
}

/** The state a wire value names, or null for one Superset does not know (read case-insensitively). */
export function queryStateOf(value: unknown): QueryState | null {
  const s = String(value ?? '').toLowerCase();
  return (QUERY_STATES as readonly string[]).includes(s) ? (s as QueryState) : null;
}
