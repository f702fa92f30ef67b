import { proxy } from 'valtio';
import { api, setGuestToken } from '../../../../web/api/client.ts';
import { defineEmbeddedMethods } from '../../../../web/embedded/embedded-methods.ts';
import { listenForPortTransfer } from '../../../../web/embedded/embedded-comms.ts';

/** What `/embedded/<uuid>` hands the app in its bootstrap (embedded-page-route.ts). */
export interface EmbeddedBootstrap {
  embedded: { dashboard_id: number; uuid: string; allowed_domains: string[] };
  config: { GUEST_TOKEN_HEADER_NAME: string };
}

export type EmbeddedPhase = 'not-framed' | 'waiting' | 'authenticating' | 'ready' | 'failed';

/** The embedded page's state: the handshake, then the first guest token, then the dashboard. */
export const embeddedSession = proxy({
  phase: 'waiting' as EmbeddedPhase,
  /** The guest as `/api/v1/me/roles/` answers it: the page's permission checks read its roles. */
  guest: null as EmbeddedGuest | null,
});

/** The guest user: the token's names and the guest role's `[perm, view]` pairs. */
export interface EmbeddedGuest {
  username: string;
  first_name: string;
  last_name: string;
  roles: Record<string, [string, string][]>;
}

/**
 * Starts the embedded page (embedded-sdk.md §5): refuses to run outside a frame, waits for the
 * SDK's port, takes the guest token (every API call carries it from then on), checks it once
 * with `/api/v1/me/roles/` and then shows the dashboard. Later tokens only replace the header.
 */
export function startEmbeddedSession(boot: EmbeddedBootstrap, win: Window = window): void {
  if (win.parent === win) {
    embeddedSession.phase = 'not-framed';
    return;
  }
  const header = boot.config.GUEST_TOKEN_HEADER_NAME || 'X-GuestToken';
  const dashboardId = boot.embedded.dashboard_id;
  listenForPortTransfer(win, boot.embedded.allowed_domains, (sb) => {
    defineEmbeddedMethods(sb, {
      dashboardId,
      onGuestToken: (token) => {
        setGuestToken(header, token);
        if (embeddedSession.phase !== 'waiting') return;
        embeddedSession.phase = 'authenticating';
        api
          .get<{ result: EmbeddedGuest }>('/api/v1/me/roles/')
          .then((me) => {
            const { username, first_name, last_name, roles } = me.result;
            embeddedSession.guest = { username, first_name, last_name, roles: roles ?? {} };
            embeddedSession.phase = 'ready';
          })
          .catch((err: unknown) => {
            console.error('embedded authentication failed', err);
            embeddedSession.phase = 'failed';
          });
      },
      createPermalink: (body) =>
        api.post<{ key: string; url: string }>(`/api/v1/dashboard/${dashboardId}/permalink`, body),
      scrollSize: () => ({ width: win.document.body.scrollWidth, height: win.document.body.scrollHeight }),
    });
    sb.start();
  });
}
