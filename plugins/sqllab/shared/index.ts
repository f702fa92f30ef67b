// What SQL Lab's server, web editor and command line share (and other plugins may use): the wire
// shape of a run, its states, its client id. Isomorphic: no node:*, no DOM, nothing from server/.
export {
  ACTIVE_STATES,
  isTerminalState,
  QUERY_STATES,
  queryStateOf,
  TERMINAL_STATES,
  type QueryState,
} from './query-state.ts';
export type { LimitingFactor, QueryWire } from './query-wire.ts';
export { CLIENT_ID_LENGTH, CLIENT_ID_PATTERN, newClientId } from './client-id.ts';
