import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { ApiError, badRequest, forbidden, notFound, supersetErrors, unauthorized, unprocessable } from './errors.ts';
import { errorTypeIssueCodes } from './superset-error-types.ts';
import { validationMessages } from './validation-messages.ts';

const bodySchema = {
  type: 'object',
  required: ['table_name'],
  additionalProperties: false,
  properties: {
    table_name: { type: 'string', minLength: 1 },
    cache_timeout: { type: 'integer' },
    kind: { type: 'string', enum: ['physical', 'virtual'] },
  },
} as const;

async function makeApp(): Promise<{ app: FastifyInstance; logged: unknown[] }> {
  const logged: unknown[] = [];
  const app = Fastify({ bodyLimit: 1024, ajv: { customOptions: { removeAdditional: false, allErrors: true } } });
  installErrorHandler(app);
  app.addHook('onRequest', async (request) => {
    vi.spyOn(request.log, 'error').mockImplementation((obj: unknown) => {
      logged.push(obj);
    });
  });
  app.post('/api/v1/dataset/', { schema: { body: bodySchema } }, async (req, reply) =>
    reply.code(201).send({ id: 1, result: req.body }),
  );
  app.get('/throws/:kind', async (req) => {
    const kind = (req.params as { kind: string }).kind;
    if (kind === 'api') throw badRequest({ owners: ['Owners are invalid'] });
    if (kind === 'teapot') throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    if (kind === 'superset') {
      throw supersetErrors(422, [{ message: 'boom', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error' }]);
    }
    throw new Error('secret connection string postgres://u:p@h/db');
  });
  return { app, logged };
}

describe('error factories', () => {
  it('build FAB bodies and statuses', () => {
    expect(unauthorized()).toMatchObject({ status: 401, body: { message: 'Not authorized' } });
    expect(forbidden()).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(notFound()).toMatchObject({ status: 404, body: { message: 'Not found' } });
    expect(badRequest('Not a valid rison argument')).toMatchObject({
      status: 400,
      body: { message: 'Not a valid rison argument' },
    });
    expect(unprocessable({ table_name: ['Dataset exists'] }).body).toEqual({
      message: { table_name: ['Dataset exists'] },
    });
    expect(badRequest('x')).toBeInstanceOf(ApiError);
    expect(badRequest('x').message).toBe('x');
  });

  it('attaches issue codes by error type (SIP-40), keeping other extra keys', () => {
    const e = supersetErrors(400, [
      {
        message: 'bad host',
        error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
        level: 'error',
        extra: { engine_name: 'PostgreSQL' },
      },
      { message: 'frontend', error_type: 'FRONTEND_CSRF_ERROR', level: 'warning' },
    ]);
    expect(e.status).toBe(400);
    expect(e.body).toEqual({
      errors: [
        {
          message: 'bad host',
          error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
          level: 'error',
          extra: {
            engine_name: 'PostgreSQL',
            issue_codes: [
              { code: 1014, message: 'Issue 1014 - Either the username or the password is wrong.' },
              { code: 1015, message: 'Issue 1015 - Either the database is spelled incorrectly or does not exist.' },
            ],
          },
        },
        { message: 'frontend', error_type: 'FRONTEND_CSRF_ERROR', level: 'warning', extra: null },
      ],
    });
    expect(errorTypeIssueCodes.GENERIC_DB_ENGINE_ERROR).toEqual([
      { code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' },
    ]);
    expect(errorTypeIssueCodes.CONNECTION_PORT_CLOSED_ERROR?.[0]?.code).toBe(1008);
  });

  it('maps ajv issues to marshmallow wording and dotted field paths', () => {
    expect(
      validationMessages([
        { instancePath: '', keyword: 'required', params: { missingProperty: 'table_name' } },
        { instancePath: '/params/name', keyword: 'type', params: { type: 'string' } },
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'foo' } },
        { instancePath: '', keyword: 'type', params: { type: 'object' } },
        { instancePath: '/owners/1', keyword: 'type', params: { type: 'integer' } },
      ]),
    ).toEqual({
      table_name: ['Missing data for required field.'],
      'params.name': ['Not a valid string.'],
      foo: ['Unknown field.'],
      _schema: ['Invalid input type.'],
      'owners.1': ['Not a valid integer.'],
    });
  });
});

describe('installErrorHandler', () => {
  let current: FastifyInstance | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  async function app() {
    const made = await makeApp();
    current = made.app;
    return made;
  }

  it('passes a valid body through', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'POST', url: '/api/v1/dataset/', payload: { table_name: 't' } });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['invalid JSON', '{"table_name": ', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a non-JSON content type', 'table_name=t', 'text/plain'],
  ])('answers %s with 400 Request is not JSON', async (_what, payload, type) => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'POST', url: '/api/v1/dataset/', payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request is not JSON' });
  });

  it('answers a missing body on a JSON route with 400 Request is not JSON', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'POST', url: '/api/v1/dataset/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request is not JSON' });
  });

  it('answers schema failures with marshmallow-like field messages', async () => {
    const { app: a } = await app();
    const missing = await a.inject({ method: 'POST', url: '/api/v1/dataset/', payload: { cache_timeout: 5 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { table_name: ['Missing data for required field.'] } });

    const wrong = await a.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { table_name: 't', cache_timeout: 'soon', kind: 'other', extra_key: 1 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: {
        cache_timeout: ['Not a valid integer.'],
        kind: ['Must be one of: physical, virtual.'],
        extra_key: ['Unknown field.'],
      },
    });

    const array = await a.inject({ method: 'POST', url: '/api/v1/dataset/', payload: [1, 2] });
    expect(array.json()).toEqual({ message: { _schema: ['Invalid input type.'] } });
  });

  it('answers a too-large body with 413', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'POST', url: '/api/v1/dataset/', payload: { table_name: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('sends ApiError and SIP-40 bodies as built', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'GET', url: '/throws/api' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: { owners: ['Owners are invalid'] } });
    const sip = await a.inject({ method: 'GET', url: '/throws/superset' });
    expect(sip.statusCode).toBe(422);
    expect(sip.json().errors[0].extra.issue_codes[0].code).toBe(1002);
  });

  it('keeps the status and message of other 4xx errors', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'GET', url: '/throws/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ message: 'I am a teapot' });
  });

  it('hides unexpected errors behind 500 and logs them', async () => {
    const { app: a, logged } = await app();
    const res = await a.inject({ method: 'GET', url: '/throws/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('at ');
    expect(logged).toHaveLength(1);
  });

  it('answers unknown routes with 404 Not found', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'GET', url: '/api/v1/nothing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('turns rate-limit rejections into 429 with a message', async () => {
    const a = Fastify();
    current = a;
    installErrorHandler(a);
    await a.register(rateLimit, { max: 1, timeWindow: 60_000 });
    a.get('/limited', async () => ({ ok: true }));
    expect((await a.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(200);
    const res = await a.inject({ method: 'GET', url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Rate limit exceeded/) });
  });
});
