import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_MESSAGE = 'Text may not contain NUL (0x00) characters.';

/** Whether a value (any depth; iterative, so 1000-deep JSON is fine) holds a string with a NUL. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL's text types cannot hold NUL, and no name, SQL or label needs one: a NUL in a path
 * parameter, the query string or a body is a 400 before any handler reads it (instead of a
 * failed INSERT or SELECT on PostgreSQL and a value the other stores keep but cannot show).
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) throw badRequest(NUL_MESSAGE);
  });
}
