import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { LoupeConfig } from '../config/config-schema.ts';

/**
 * Failed logins per client address, `loginRateLimit` a minute. Only failures count, so people who
 * type their password right are never locked out, while guessing stops after `limit` tries.
 * The count lives in @fastify/rate-limit's store: in the process alone, or in Redis when
 * `LOUPE_REDIS_URL` is set, so every web node of a cluster shares it.
 */
export interface LoginThrottle {
  /** Seconds to wait when the caller's address is at its limit, else 0. Reads without counting. */
  retryAfter(req: FastifyRequest): Promise<number>;
  /** Counts one failed login for the caller's address. */
  fail(req: FastifyRequest): Promise<void>;
}

/** The address a login is counted against. */
export function clientKey(req: FastifyRequest): string {
  return req.ip;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Registers @fastify/rate-limit in a scope of its own (no route gets its per-request hook; the
 * login routes ask it to count failures only) and answers the throttle the login routes use.
 * The window is fixed, from the first failure: the closest the library comes to a sliding minute.
 * A store that fails (Redis down) lets logins through rather than locking everyone out.
 */
export async function installLoginThrottle(app: FastifyInstance, config: LoupeConfig): Promise<LoginThrottle> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) {
    redis.on('error', () => {}); // each command reports its own failure
    app.addHook('onClose', async () => redis.disconnect());
  }
  let limiter: Limiter | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max: config.loginRateLimit,
      timeWindow: 60_000,
      keyGenerator: clientKey,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: `${config.redisPrefix}:login-failures:` } : {}),
    });
    limiter = scope.createRateLimit();
  });
  const limit = limiter!;
  return {
    async retryAfter(req) {
      const state = await limit(req, { increment: false });
      return state.isAllowed || state.remaining > 0 ? 0 : Math.max(1, state.ttlInSeconds);
    },
    async fail(req) {
      await limit(req);
    },
  };
}
