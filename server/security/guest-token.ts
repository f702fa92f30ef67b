import { jwtVerify, SignJWT } from 'jose';

/** A `resources` entry: the embedded uuid, or a dashboard's id or slug, always a string (reference §1.4). */
export interface GuestResource {
  type: 'dashboard';
  id: string;
}

/** A `rls` entry: a clause, on one dataset or (no `dataset`) on every dataset. */
export interface GuestRlsRule {
  dataset?: number | string;
  clause: string;
}

export interface GuestTokenUser {
  username?: string;
  first_name?: string;
  last_name?: string;
}

/** Exactly the claims Superset's create_guest_access_token signs. */
export interface GuestClaims {
  user: GuestTokenUser;
  resources: GuestResource[];
  rls_rules: GuestRlsRule[];
  iat: number;
  exp: number;
  aud: string;
  type: 'guest';
}

/**
 * Guest tokens as Superset mints and reads them: HS256 with their own secret, `iat`/`exp` float
 * seconds, `aud` checked on decode (so are `exp` and the signature), and `user`, `resources`,
 * `rls_rules` and `type: "guest"` required. Anything else decodes to null: no guest.
 */
export class GuestTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly expSeconds: number,
  ) {}

  mint(body: { user: GuestTokenUser; resources: GuestResource[]; rls: GuestRlsRule[] }, aud: string): Promise<string> {
    const iat = Date.now() / 1000;
    const claims: GuestClaims = {
      user: body.user,
      resources: body.resources,
      rls_rules: body.rls,
      iat,
      exp: iat + this.expSeconds,
      aud,
      type: 'guest',
    };
    return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  async read(token: string, aud: string): Promise<GuestClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: aud,
        requiredClaims: ['exp', 'aud'],
      });
      const p = payload as Record<string, unknown>;
      if (p.type !== 'guest' || typeof p.user !== 'object' || p.user === null) return null;
      if (!Array.isArray(p.resources) || !Array.isArray(p.rls_rules)) return null;
      const resources = p.resources.filter(
        (r): r is GuestResource =>
          typeof r === 'object' && r !== null && (r as GuestResource).type === 'dashboard' && typeof r.id === 'string',
      );
      const rules = p.rls_rules.filter(
        (r): r is GuestRlsRule => typeof r === 'object' && r !== null && typeof (r as GuestRlsRule).clause === 'string',
      );
      return { ...(p as unknown as GuestClaims), resources, rls_rules: rules };
    } catch {
      return null;
    }
  }
}
