import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dependencyOutage, RETRY_AFTER_SECONDS } from './dependency-unavailable.ts';
import { ApiError } from './errors.ts';
import { validationMessages, type ValidationIssue } from './validation-messages.ts';

const NOT_JSON_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/** What Flask's `request.is_json` checks: a body sent as application/json (or a +json type). */
function isJsonRequest(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const json = type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
  return json && request.body !== undefined && request.body !== null;
}

type HandledError = Partial<FastifyError> & { validation?: ValidationIssue[] };

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error leaves as JSON in FAB's shape: ApiError as built; unparseable or non-JSON bodies as
 * 400 "Request is not JSON"; schema failures as 400 `{message: {field: [...]}}`; 413, 429 and
 * other 4xx with their message; anything else 500 "Internal server error", logged, never a stack.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // The metadata store or Redis away: 503 naming it, with Retry-After, never the driver's text.
    const outage = dependencyOutage(raw);
    if (outage) {
      request.log.warn({ err: raw }, outage.message);
      return send(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 503, outage.body);
    }
    if (raw instanceof ApiError) {
      if (raw.status >= 500) request.log.error({ err: raw }, 'request failed');
      return send(reply, raw.status, raw.body);
    }
    const error = (raw ?? {}) as HandledError;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if ((error.code && NOT_JSON_CODES.has(error.code)) || (raw instanceof SyntaxError && status === 400)) {
      return send(reply, 400, { message: 'Request is not JSON' });
    }
    if (Array.isArray(error.validation)) {
      if (error.validationContext === 'body' && !isJsonRequest(request)) {
        return send(reply, 400, { message: 'Request is not JSON' });
      }
      return send(reply, 400, { message: validationMessages(error.validation) });
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, { message: 'Request body is too large' });
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, { message: error.message || 'Bad request' });
    }
    request.log.error({ err: raw }, 'unhandled error');
    return send(reply, 500, { message: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) => send(reply, 404, { message: 'Not found' }));
}
