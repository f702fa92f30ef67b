import type { AuthUser } from './auth-user.ts';
import type { Session } from './session-service.ts';

/**
 * What a route needs, declared on every route (`config.access`); the server refuses to start
 * with a route that declares nothing.
 * - `public`: anyone, signed in or not;
 * - `authenticated`: any signed-in user;
 * - `{ perm, view }`: a FAB permission/view pair (admins pass every check).
 */
export type Access = 'public' | 'authenticated' | { perm: string; view: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Writes need an X-CSRFToken unless a route opts out (login, token refresh, chart data). */
    csrf?: boolean;
    /** Page routes send anonymous callers to /login/?next=… instead of answering 401. */
    loginRedirect?: boolean;
    /** Page routes answer a signed-in caller lacking the pair with this HTML and a 403. */
    forbiddenPage?: (user: AuthUser) => Promise<string>;
    /**
     * A guest of an embedded dashboard (guest token) may call this route whatever its role
     * holds: the handler itself checks which objects the guest reaches. Other routes check a
     * guest's role like anyone's, and `authenticated` ones refuse guests.
     */
    guest?: boolean;
  }
  interface FastifyInstance {
    /** Config for routes added in this scope without `config.access` (a decorator; unset by default). */
    defaultRouteConfig?: { access: Access; loginRedirect?: boolean };
  }
  interface FastifyRequest {
    user: AuthUser | null;
    session: Session | null;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  csrf: boolean;
}
