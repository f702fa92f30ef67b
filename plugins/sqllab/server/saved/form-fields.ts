import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../../server/http/errors.ts';

/**
 * The fields of a legacy view's body (reference §5.6): form-encoded, each value a JSON-encoded
 * string, as Superset's client sends them. A JSON body is taken as already decoded. A value that
 * is not JSON answers 400 naming its field, never a 500.
 */
export function formFields(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be form fields');
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const raw = body as Record<string, unknown>;
  if (type !== 'application/x-www-form-urlencoded') return raw;
  const out: Record<string, unknown> = {};
  const problems: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'csrf_token') continue;
    if (typeof v !== 'string') {
      problems[k] = ['Give the field once.'];
      continue;
    }
    try {
      out[k] = JSON.parse(v);
    } catch {
      problems[k] = ['Not valid JSON.'];
    }
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  return out;
}

/** One required field of `formFields`: 400 when absent. */
export function requiredField(fields: Record<string, unknown>, name: string): unknown {
  if (!(name in fields) || fields[name] === undefined)
    throw badRequest({ [name]: ['Missing data for required field.'] });
  return fields[name];
}
