import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { clientKey, type LoginThrottle } from './login-throttle.ts';
import { SESSION_COOKIE } from './security-hooks.ts';
import type { SecurityServices } from './security-services.ts';
import { responses, routeDoc } from '../http/openapi-schemas.ts';

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 256 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    provider: { type: 'string', enum: ['db'] },
    refresh: { type: 'boolean' },
  },
} as const;

/** The session cookie's attributes: HttpOnly, Lax, whole site, and Secure when the request came over TLS. */
export function sessionCookieOptions(reply: FastifyReply) {
  // `protocol` is the socket's, or X-Forwarded-Proto's from a proxy LOUPE_ENABLE_PROXY_FIX trusts.
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: reply.request.protocol === 'https' } as const;
}

/** Sets the session cookie the way the browser keeps it (sessionCookieOptions). */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(reply), maxAge: maxAgeSeconds });
}

/** Login (JWT), refresh, CSRF token and the current user: reference §1.2, §1.3, §1.5. */
export function registerSecurityRoutes(app: FastifyInstance, sec: SecurityServices, throttle: LoginThrottle): void {
  app.post<{ Body: { username: string; password: string; provider?: 'db'; refresh?: boolean } }>(
    '/api/v1/security/login',
    { config: { access: 'public', csrf: false }, schema: { body: loginBody, response: responses.object } },
    async (req, reply) => {
      const attempt = await throttle.attempt(clientKey(req), req.body.username);
      if (attempt.refused) {
        return reply
          .code(429)
          .header('retry-after', String(attempt.retryAfter))
          .send({ message: `Too many failed logins. Try again in ${attempt.retryAfter} seconds.` });
      }
      const user = await sec.users.authenticate(req.body.username, req.body.password);
      if (!user) throw unauthorized();
      await attempt.succeeded();
      const out: { access_token: string; refresh_token?: string } = {
        access_token: await sec.jwt.issue(user.id, 'access'),
      };
      if (req.body.refresh) out.refresh_token = await sec.jwt.issue(user.id, 'refresh', false);
      return out;
    },
  );

  app.post(
    '/api/v1/security/refresh',
    { config: { access: 'public', csrf: false }, schema: routeDoc.object },
    async (req, reply) => {
      const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      if (!m)
        return reply
          .code(401)
          .send({ msg: "Missing 'Bearer' type in 'Authorization' header. Expected 'Authorization: Bearer <JWT>'" });
      const claims = await sec.jwt.verify(m[1]!, 'refresh');
      if (!claims || !(await sec.users.load(claims.userId)))
        return reply.code(401).send({ msg: 'Refresh token is invalid or has expired' });
      return { access_token: await sec.jwt.issue(claims.userId, 'access', false) };
    },
  );

  app.get(
    '/api/v1/security/csrf_token/',
    { config: { access: { perm: 'can_read', view: 'SecurityRestApi' } }, schema: routeDoc.result },
    async (req, reply) => {
      let session = req.session;
      if (!session) {
        // An API client on a JWT: the token is bound to a fresh cookie it must send back.
        session = await sec.sessions.create(null);
        setSessionCookie(reply, session.token, sec.sessionMaxAgeSeconds);
      }
      return { result: sec.csrf.issue(session.csrfSecret) };
    },
  );

  const meBody = (req: FastifyRequest) => {
    const u = req.user!;
    return {
      id: u.id,
      username: u.username,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      is_active: u.active,
      is_anonymous: false,
    };
  };

  // A guest of an embedded dashboard reads who it is too (the embedded page's first call).
  app.get(
    '/api/v1/me/',
    { config: { access: 'authenticated', guest: true }, schema: routeDoc.result },
    async (req) => ({
      result: meBody(req),
    }),
  );

  app.get(
    '/api/v1/me/roles/',
    { config: { access: 'authenticated', guest: true }, schema: routeDoc.result },
    async (req) => {
      const u = req.user!;
      const held = [...u.permissions].map((k) => k.split('|') as [string, string]);
      const roles = Object.fromEntries(
        Object.entries(u.rolePermissions).map(([role, pairs]) => [role, pairs.map((p) => [p.perm, p.view])]),
      );
      const access = (perm: string) => held.filter(([p]) => p === perm).map(([, v]) => v);
      return {
        result: {
          ...meBody(req),
          roles,
          permissions: { datasource_access: access('datasource_access'), database_access: access('database_access') },
        },
      };
    },
  );
}
