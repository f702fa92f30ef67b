import type { FastifyInstance, FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoupeConfig } from '../config/config-schema.ts';

/**
 * Failed logins, `loginRateLimit` a minute per client address and as many per user name. Every
 * try is counted before the password is checked, in one atomic step of the store (so concurrent
 * guesses cannot all pass a check made before any is recorded), and a right password gives back
 * only the point its own try took: failures are never cleared, by that account's success or by
 * another's. The counts live in rate-limiter-flexible's store: in the process alone, or in Redis
 * when `LOUPE_REDIS_URL` is set, so every web node of a cluster shares them.
 */
export interface LoginThrottle {
  /** Counts one login try of `username` from `address` before its password is checked. */
  attempt(address: string, username: string): Promise<LoginAttempt>;
}

export type LoginAttempt =
  /** Over a limit: no failure counted (the password is not checked); answer 429 and wait this many seconds. */
  | { refused: true; retryAfter: number }
  /** Counted as a failure until `succeeded()` gives its point back when the password was right. */
  | { refused: false; succeeded(): Promise<void> };

/** The address a login is counted against. */
export function clientKey(req: FastifyRequest): string {
  return req.ip;
}

/** The user-name key: user names differing only in case or outer spaces share one count. */
export function userNameKey(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}

const WINDOW_SECONDS = 60;

/** A store call that failed (Redis down), as opposed to a refusal, which rejects with a RateLimiterRes. */
function isStoreFailure(err: unknown): boolean {
  return !(err instanceof RateLimiterRes);
}

/**
 * The throttle over one store. `fallback` (the in-process store) takes over a call the main store
 * fails, so with Redis down each process still counts on its own, with a warning logged, instead of
 * letting every guess through or locking everyone out.
 */
export function createLoginThrottle(
  store: RateLimiterAbstract,
  opts: { fallback?: RateLimiterAbstract; log?: FastifyBaseLogger } = {},
): LoginThrottle {
  let warnedAt = 0;
  const run = async <T>(call: (s: RateLimiterAbstract) => Promise<T>): Promise<T> => {
    try {
      return await call(store);
    } catch (err) {
      if (!opts.fallback || !isStoreFailure(err)) throw err;
      if (Date.now() - warnedAt > WINDOW_SECONDS * 1000) {
        warnedAt = Date.now();
        opts.log?.warn({ err }, 'login throttle: the shared store failed, counting failed logins in this process only');
      }
      return call(opts.fallback);
    }
  };
  /** Takes one point of `key`; answers the seconds to wait when the key is already at its limit. */
  const take = async (key: string): Promise<number> => {
    try {
      await run((s) => s.consume(key, 1));
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  };
  const giveBack = (key: string) => run((s) => s.reward(key, 1)).then(() => undefined);

  return {
    async attempt(address, username) {
      const keys = [`address:${address}`];
      const user = userNameKey(username);
      if (user) keys.push(`user:${user}`);
      // One key after the other, so concurrent tries take their places in the same order on both.
      const taken: string[] = [];
      for (const key of keys) {
        const wait = await take(key);
        if (wait > 0) {
          // Refused before the password was looked at: not a failure, so the other key gets its point back.
          await Promise.all(taken.map(giveBack));
          return { refused: true, retryAfter: wait };
        }
        taken.push(key);
      }
      return {
        refused: false,
        succeeded: async () => {
          await Promise.all(taken.map(giveBack));
        },
      };
    },
  };
}

/**
 * The login throttle of one Loupe: in Redis under `<redisPrefix>:login-failures:` when
 * `LOUPE_REDIS_URL` is set (the in-process store standing in while Redis fails), else in the process.
 * The window is fixed, from the first counted try of a key.
 */
export function installLoginThrottle(app: FastifyInstance, config: LoupeConfig): LoginThrottle {
  const limits = { points: config.loginRateLimit, duration: WINDOW_SECONDS };
  const memory = new RateLimiterMemory(limits);
  if (!config.redisUrl) return createLoginThrottle(memory);
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', () => {}); // each command reports its own failure
  app.addHook('onClose', async () => redis.disconnect());
  const shared = new RateLimiterRedis({
    ...limits,
    storeClient: redis,
    keyPrefix: `${config.redisPrefix}:login-failures`,
  });
  return createLoginThrottle(shared, { fallback: memory, log: app.log });
}
