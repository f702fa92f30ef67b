import { ApiError } from './errors.ts';

/** What Loupe needs and may find away for a while. */
export type Dependency = 'metadata' | 'metadata-locked' | 'metadata-full' | 'redis';

const MESSAGES: Record<Dependency, string> = {
  metadata: 'The metadata database is unavailable. Try again in a few seconds.',
  'metadata-locked': 'The metadata database is locked by another process. Try again in a few seconds.',
  'metadata-full': 'The metadata database is full: nothing was saved. Free some space, then try again.',
  redis: 'Redis is unavailable. Try again in a few seconds.',
};

/** Seconds a client is asked to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

/** 503 `{"message": …}` naming what is away, never a driver's words; answered with `Retry-After`. */
export class DependencyUnavailableError extends ApiError {
  constructor(
    readonly dependency: Dependency,
    options?: { cause?: unknown },
  ) {
    super(503, { message: MESSAGES[dependency] });
    this.name = 'DependencyUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

// SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up), 53300 (too many connections).
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const PG_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)$/;
const REDIS_MESSAGES =
  /^(Connection is closed\.|Stream isn't writeable and enableOfflineQueue options is false|Command timed out|Reached the max retries per request limit.*)/;

/**
 * The outage an error reports, or null when it is anything else. Only errors that reach a
 * request raw are read this way: warehouse errors arrive as ConnectorError, so a driver's
 * connection error here is the metadata store's (pg, better-sqlite3) or Redis' (ioredis).
 */
export function dependencyOutage(err: unknown): DependencyUnavailableError | null {
  if (err instanceof DependencyUnavailableError) return err;
  if (!err || typeof err !== 'object') return null;
  const e = err as { name?: string; code?: unknown; message?: unknown; cause?: unknown };
  // A warehouse's failure, however it was caused (its connection terminated, its host away), is
  // the engine's answer to the query, never an outage of Loupe's own store: not read further.
  if (e.name === 'ConnectorError') return null;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.test(message))
    return new DependencyUnavailableError('redis', { cause: err });
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED')
    return new DependencyUnavailableError('metadata-locked', { cause: err });
  if (code === 'SQLITE_FULL') return new DependencyUnavailableError('metadata-full', { cause: err });
  if (PG_UNAVAILABLE.test(code) || NETWORK.has(code) || PG_MESSAGES.test(message))
    return new DependencyUnavailableError('metadata', { cause: err });
  // AggregateError (a host with several addresses, all refusing) and wrapped causes.
  const inner = (err as { errors?: unknown[] }).errors?.[0] ?? e.cause;
  return inner && inner !== err ? dependencyOutage(inner) : null;
}
