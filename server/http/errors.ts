import { errorTypeIssueCodes, type SupersetError } from './superset-error-types.ts';

/**
 * Errors that cross the wire in Superset's shapes (reference §0.2): FAB's `{"message": …}` and
 * SIP-40's `{"errors": [SupersetError, …]}`. Route code throws an ApiError; the handler
 * installed by installErrorHandler (error-handler.ts) turns it, and everything Fastify itself
 * throws, into a body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    const m = body.message;
    super(typeof m === 'string' ? m : JSON.stringify(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** 400; a string for rison/JSON-schema problems, `{field: [messages]}` for body validation. */
export function badRequest(message: string | Record<string, string[]>): ApiError {
  return new ApiError(400, { message });
}
export function unauthorized(): ApiError {
  return new ApiError(401, { message: 'Not authorized' });
}
export function forbidden(): ApiError {
  return new ApiError(403, { message: 'Forbidden' });
}
export function notFound(): ApiError {
  return new ApiError(404, { message: 'Not found' });
}
/** 422: a command-level failure (`{field: [...]}` or a sentence). */
export function unprocessable(message: string | Record<string, string[]>): ApiError {
  return new ApiError(422, { message });
}

/** `{ "errors": [...] }`, each error carrying `extra.issue_codes` for its type (as SupersetError.__post_init__ does). */
export function supersetErrors(status: number, errors: SupersetError[]): ApiError {
  const wire = errors.map((e) => {
    const codes = errorTypeIssueCodes[e.error_type];
    const extra = codes && !e.extra?.issue_codes ? { ...e.extra, issue_codes: codes } : e.extra;
    return { message: e.message, error_type: e.error_type, level: e.level, extra: extra ?? null };
  });
  return new ApiError(status, { errors: wire });
}
