import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JwtService } from './jwt.ts';

const KEY = new Uint8Array(32).fill(7);
const jwt = new JwtService(KEY, { access: 60, refresh: 3600 });

/** A token signed with Loupe's own key (so only the claims can make it invalid). */
function signed(claims: Record<string, unknown>, opts: { exp?: boolean; sub?: boolean } = {}): Promise<string> {
  const t = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
  if (opts.sub !== false) t.setSubject('1');
  if (opts.exp !== false) t.setExpirationTime('60s');
  return t.sign(KEY);
}

describe('JwtService: required claims', () => {
  it('accepts a well-formed token signed with its key (the control for the cases below)', async () => {
    expect(await jwt.verify(await signed({ type: 'access', fresh: true }), 'access')).toEqual({
      userId: 1,
      type: 'access',
      fresh: true,
    });
    expect(await jwt.verify(await signed({ type: 'refresh' }), 'refresh')).toMatchObject({ userId: 1 });
  });

  it('refuses access and refresh tokens without `exp`, which would never expire', async () => {
    expect(await jwt.verify(await signed({ type: 'access', fresh: true }, { exp: false }), 'access')).toBeNull();
    expect(await jwt.verify(await signed({ type: 'refresh' }, { exp: false }), 'refresh')).toBeNull();
  });

  it('refuses tokens without `type`, or of another type (a guest token is no access token)', async () => {
    expect(await jwt.verify(await signed({ fresh: true }), 'access')).toBeNull();
    expect(await jwt.verify(await signed({ type: 'guest' }), 'access')).toBeNull();
  });

  it('refuses tokens without a subject, and an `exp` that is not a number', async () => {
    expect(await jwt.verify(await signed({ type: 'access' }, { sub: false }), 'access')).toBeNull();
    expect(await jwt.verify(await signed({ type: 'access', exp: 'tomorrow' }, { exp: false }), 'access')).toBeNull();
  });

  it('issues tokens that carry `exp` and `type`', async () => {
    const [, payload] = (await jwt.issue(3, 'refresh')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: '3', type: 'refresh' });
    expect(typeof claims.exp).toBe('number');
  });
});
