import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  fresh: boolean;
}

/**
 * JWTs for API clients, as flask-jwt-extended issues them: `sub` is the user id as a string. A
 * token found valid is remembered until it expires, so an API client's every request does not
 * pay for the signature check again (a quarter of a chart-data request's own overhead).
 */
export class JwtService {
  private readonly verified = new LRUCache<string, { claims: TokenClaims; expiresAt: number }>({ max: 10_000 });

  constructor(
    private readonly key: Uint8Array,
    private readonly ttl: { access: number; refresh: number },
  ) {}

  issue(userId: number, type: TokenType, fresh = type === 'access'): Promise<string> {
    return new SignJWT({ type, fresh })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(`${type === 'access' ? this.ttl.access : this.ttl.refresh}s`)
      .sign(this.key);
  }

  /** The claims of a valid token of the expected type, or null (expired, forged, wrong type). */
  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims.type === expected ? known.claims : null;
      this.verified.delete(token);
    }
    try {
      // A token without an expiry would be good forever: `exp` is required (jose checks its
      // value), as are the subject and the type.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'type'],
      });
      const userId = Number(payload.sub);
      if ((payload.type !== 'access' && payload.type !== 'refresh') || !Number.isInteger(userId)) return null;
      if (typeof payload.exp !== 'number') return null;
      const claims: TokenClaims = { userId, type: payload.type, fresh: payload.fresh === true };
      this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims.type === expected ? claims : null;
    } catch {
      return null;
    }
  }
}
