import { describe, expect, it } from 'vitest';
import { ACTIVE_STATES, isTerminalState, QUERY_STATES, queryStateOf, TERMINAL_STATES } from './query-state.ts';

describe('query states', () => {
  it('splits every state into active or terminal, never both', () => {
    expect([...ACTIVE_STATES, ...TERMINAL_STATES].sort()).toEqual([...QUERY_STATES].sort());
  });
  it('knows which states end a run, the client-only started included', () => {
    expect(isTerminalState('timed_out')).toBe(true);
    expect(isTerminalState('fetching')).toBe(false);
    expect(isTerminalState('started')).toBe(false);
  });
  it('reads a wire state case-insensitively and refuses unknown ones', () => {
    expect(queryStateOf('SUCCESS')).toBe('success');
    expect(queryStateOf('started')).toBeNull();
    expect(queryStateOf(null)).toBeNull();
  });
});
