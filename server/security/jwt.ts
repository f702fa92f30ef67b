import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  fresh: boolean;
}

/** JWTs for API clients, as flask-jwt-extended issues them: `sub` is the user id as a string. */
export class JwtService {
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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.type !== expected || !Number.isInteger(userId)) return null;
      return { userId, type: expected, fresh: payload.fresh === true };
    } catch {
      return null;
    }
  }
}
