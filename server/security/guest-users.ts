import type { FastifyRequest } from 'fastify';
import { token } from '../../core/di/token.ts';
import type { LoupeConfig } from '../config/config-schema.ts';
import type { PlatformDb } from '../store/platform-tables.ts';
import { makeAuthUser, type AuthUser } from './auth-user.ts';
import { GuestTokens } from './guest-token.ts';

/** What a guest user's account fields are: it has none, so id 0 (no row of ab_user has it). */
export const GUEST_USER_ID = 0;

/**
 * Guest users from guest tokens (Superset's get_guest_user_from_request): the token from the
 * configured header (or a form's `guest_token` field), decoded against the audience; the user has
 * the guest role's permissions (re-read every 10 s) and the token's resources and rules.
 */
export class GuestUsers {
  readonly tokens: GuestTokens;
  readonly headerName: string;
  private rolePairs: { at: number; pairs: { role: string; perm: string; view: string }[] } | null = null;

  constructor(
    private readonly db: PlatformDb,
    private readonly config: LoupeConfig,
    derivedKey: Uint8Array,
  ) {
    const key = config.guestTokenJwtSecret ? new TextEncoder().encode(config.guestTokenJwtSecret) : derivedKey;
    this.tokens = new GuestTokens(key, config.guestTokenJwtExpSeconds);
    this.headerName = config.guestTokenHeaderName.toLowerCase();
  }

  /** `aud`: the configured audience, or the request's URL host as Superset's get_url_host (`http://host:port/`). */
  audience(req: FastifyRequest): string {
    return this.config.guestTokenJwtAudience ?? `${req.protocol}://${req.host}/`;
  }

  /** The guest token a request carries in the header, if any. */
  headerToken(req: FastifyRequest): string | undefined {
    const v = req.headers[this.headerName];
    return typeof v === 'string' && v !== '' ? v : undefined;
  }

  async userFor(req: FastifyRequest, token: string): Promise<AuthUser | null> {
    const claims = await this.tokens.read(token, this.audience(req));
    if (!claims) return null;
    const role = this.config.guestRoleName;
    const u = claims.user;
    const user = makeAuthUser(
      {
        id: GUEST_USER_ID,
        username: typeof u.username === 'string' ? u.username : 'guest_user',
        firstName: typeof u.first_name === 'string' ? u.first_name : 'Guest',
        lastName: typeof u.last_name === 'string' ? u.last_name : 'User',
        email: null,
        active: true,
        roles: [role],
      },
      await this.pairsOf(role),
    );
    return { ...user, isAdmin: false, guest: { resources: claims.resources, rls: claims.rls_rules } };
  }

  private async pairsOf(role: string) {
    if (!this.rolePairs || Date.now() - this.rolePairs.at > 10_000) {
      const rows = await this.db
        .selectFrom('ab_role as r')
        .innerJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
        .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
        .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
        .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
        .select(['r.name as role', 'p.name as perm', 'v.name as view'])
        .where('r.name', '=', role)
        .execute();
      this.rolePairs = { at: Date.now(), pairs: rows as { role: string; perm: string; view: string }[] };
    }
    return this.rolePairs.pairs;
  }
}

export type IGuestUsers = GuestUsers;
export const IGuestUsers = token<GuestUsers>('IGuestUsers');
