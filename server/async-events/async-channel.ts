import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

/** Superset's GLOBAL_ASYNC_QUERIES_JWT_COOKIE_NAME default. */
export const ASYNC_TOKEN_COOKIE = 'async-token';

/** A caller's async events channel, as its async-token cookie names it. */
export interface AsyncChannel {
  channelId: string;
  /** The user the channel belongs to (null: an anonymous caller). */
  userId: number | null;
}

interface ChannelState {
  channel: AsyncChannel | null;
  /** Set a cookie on the response: a new channel, or the same one with a fresh expiry. */
  issue: AsyncChannel | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    asyncChannelState: ChannelState | null;
  }
}

/**
 * The channel named by the request's valid async-token cookie when it belongs to the caller, or
 * null (no cookie, forged or expired, another user's, or GLOBAL_ASYNC_QUERIES off). Superset
 * answers 401 then; the response still carries a new cookie, so the client's next try works.
 */
export function asyncChannelOf(request: FastifyRequest): AsyncChannel | null {
  return request.asyncChannelState?.channel ?? null;
}

/** HS256 JWTs `{channel, sub, exp}` under a key derived from the secret key for this alone. */
export class AsyncTokens {
  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  sign(channel: AsyncChannel): Promise<string> {
    const jwt = new SignJWT({ channel: channel.channelId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`);
    if (channel.userId !== null) jwt.setSubject(String(channel.userId));
    return jwt.sign(this.key);
  }

  async verify(token: string | undefined): Promise<(AsyncChannel & { exp: number }) | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (
        typeof payload.channel !== 'string' ||
        !/^[0-9a-f-]{36}$/.test(payload.channel) ||
        typeof payload.exp !== 'number'
      )
        return null;
      const userId = payload.sub === undefined ? null : Number(payload.sub);
      if (userId !== null && !Number.isInteger(userId)) return null;
      return { channelId: payload.channel, userId, exp: payload.exp };
    } catch {
      return null;
    }
  }
}

/**
 * Superset's after-request rule (reference §12.1): every routed response carries a valid
 * async-token for the current caller: when the request had none, an invalid one, or another
 * user's, a new channel is minted; a valid one past half its life is re-signed, same channel.
 * Runs after the security hooks, so `request.user` is known.
 */
export function installAsyncChannel(app: FastifyInstance, tokens: AsyncTokens): void {
  app.decorateRequest('asyncChannelState', null);
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config?.access === undefined) return;
    const userId = req.user?.id ?? null;
    const claims = await tokens.verify(req.cookies[ASYNC_TOKEN_COOKIE]);
    if (claims && claims.userId === userId) {
      const channel = { channelId: claims.channelId, userId };
      const stale = claims.exp - Date.now() / 1000 < tokens.ttlSeconds / 2;
      req.asyncChannelState = { channel, issue: stale ? channel : null };
    } else {
      req.asyncChannelState = { channel: null, issue: { channelId: crypto.randomUUID(), userId } };
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.config?.access === undefined) return payload;
    // A request the security hook answered early (401) never reached our onRequest hook.
    const state = req.asyncChannelState ?? {
      channel: null,
      issue: { channelId: crypto.randomUUID(), userId: req.user?.id ?? null },
    };
    if (state.issue) {
      reply.setCookie(ASYNC_TOKEN_COOKIE, await tokens.sign(state.issue), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
      });
    }
    return payload;
  });
}
