import { Switchboard, type PortLike } from './switchboard.ts';

/** The handshake the SDK posts to the frame on every load (embedded-sdk.md §1 step 5). */
export const EMBEDDED_COMMS = '__embedded_comms__';

/** The origin of each allowed domain; an empty list allows any origin. */
export function originAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.length === 0 || allowedOrigins.includes(origin);
}

export interface EmbeddedWindow {
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; origin: string; ports: readonly unknown[] }) => void,
  ): void;
}

/**
 * Waits for the SDK's port transfer: the first `{type: "__embedded_comms__", handshake: "port
 * transfer"}` carrying a port, from an allowed origin, becomes the page's switchboard (named
 * `superset`, as Superset's page). Anything else is ignored, as are later transfers.
 */
export function listenForPortTransfer(
  win: EmbeddedWindow,
  allowedOrigins: readonly string[],
  onSwitchboard: (sb: Switchboard) => void,
): void {
  let connected = false;
  win.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; handshake?: unknown } | null;
    if (connected || typeof data !== 'object' || data === null || data.type !== EMBEDDED_COMMS) return;
    if (data.handshake !== 'port transfer' || !event.ports[0]) return;
    if (!originAllowed(event.origin, allowedOrigins)) return;
    connected = true;
    onSwitchboard(new Switchboard(event.ports[0] as PortLike, 'superset'));
  });
}
