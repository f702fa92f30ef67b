import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../http/errors.ts';
import type { DeclaredRoute } from './access.ts';
import { can, type AuthUser } from './auth-user.ts';
import type { SecurityServices } from './security-services.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const SESSION_COOKIE = 'session';

function unauthorized(reply: FastifyReply, jwtMessage?: string) {
  return reply.code(401).send(jwtMessage ? { msg: jwtMessage } : { message: 'Not authorized' });
}

async function identify(
  req: FastifyRequest,
  sec: SecurityServices,
): Promise<{ user: AuthUser | null; jwtError?: string }> {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m)
      return {
        user: null,
        jwtError: "Missing 'Bearer' type in 'Authorization' header. Expected 'Authorization: Bearer <JWT>'",
      };
    const claims = await sec.jwt.verify(m[1]!, 'access');
    if (!claims) return { user: null, jwtError: 'Token is invalid or has expired' };
    const user = await sec.users.load(claims.userId);
    return user ? { user } : { user: null, jwtError: 'User not found or inactive' };
  }
  // A session wins over a guest token (Superset reads the token only when no one is logged in).
  if (req.session?.userId) return { user: await sec.users.load(req.session.userId) };
  const guestToken = sec.guests.headerToken(req);
  if (guestToken !== undefined) return { user: await sec.guests.userFor(req, guestToken) };
  return { user: null };
}

function isFormPost(req: FastifyRequest): boolean {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** The access check once the caller is known: 401 anonymous, 403 lacking the pair (or a guest where guests may not go). */
async function checkAccess(req: FastifyRequest, reply: FastifyReply, sec: SecurityServices, jwtError?: string) {
  const access = req.routeOptions.config!.access!;
  const user = req.user;
  if (access === 'public') return;
  if (!user) {
    if (jwtError) return unauthorized(reply, jwtError);
    if (access !== 'authenticated' && (await sec.publicCan(access.perm, access.view))) return;
    if (req.routeOptions.config?.loginRedirect) return reply.redirect(`/login/?next=${encodeURIComponent(req.url)}`);
    return unauthorized(reply);
  }
  if (user.guest) {
    if (req.routeOptions.config?.guest) return;
    if (access === 'authenticated' || !can(user, access.perm, access.view)) throw forbidden();
    return;
  }
  if (access !== 'authenticated' && !can(user, access.perm, access.view)) {
    const page = req.routeOptions.config?.forbiddenPage;
    if (!page) throw forbidden();
    const html = await page(user);
    return reply.code(403).type('text/html; charset=utf-8').header('cache-control', 'no-cache, private').send(html);
  }
}

/**
 * Security for every route: the access each route declares is recorded (and required), the
 * caller is identified from a Bearer JWT or the session cookie, the declared access is checked
 * (401 anonymous, 403 lacking the pair) and writes carry a CSRF token bound to the session.
 */
export function installSecurityHooks(app: FastifyInstance, sec: SecurityServices, routes: DeclaredRoute[]): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  app.addHook('onRoute', function (route) {
    // A scope may set the access of routes a third-party plugin adds without a config (Swagger UI).
    if (route.config?.access === undefined && this.defaultRouteConfig !== undefined)
      route.config = { ...route.config, ...this.defaultRouteConfig };
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (access === undefined) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access: set config.access to 'public', 'authenticated' or { perm, view }`,
      );
    }
    if (typeof access === 'object') sec.catalog.add(access.perm, access.view);
    for (const method of methods) {
      if (method === 'HEAD') continue; // Fastify's automatic twin of a GET route
      routes.push({ method, url: route.url, access, csrf: route.config?.csrf !== false });
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (access === undefined) return; // the not-found handler
    req.session = await sec.sessions.get(req.cookies[SESSION_COOKIE]);
    const { user, jwtError } = await identify(req, sec);
    req.user = user;
    // A guest route's form post (a beacon, a hidden download form) may carry its guest token in
    // the body: the check waits for the body (preValidation below).
    if (!user && !jwtError && req.routeOptions.config?.guest && isFormPost(req)) return;
    return checkAccess(req, reply, sec, jwtError);
  });

  app.addHook('preValidation', async (req, reply) => {
    const config = req.routeOptions.config;
    if (config?.access === undefined) return;
    if (config.guest && !req.user && isFormPost(req) && config.access !== 'public') {
      const field = (req.body as Record<string, unknown> | null | undefined)?.guest_token;
      if (typeof field === 'string' && field !== '') req.user = await sec.guests.userFor(req, field);
      await checkAccess(req, reply, sec);
      if (reply.sent) return;
    }
    if (!WRITE_METHODS.has(req.method) || config.csrf === false) return;
    // A guest authenticates by its token, which another site's page cannot make a browser send.
    if (req.user?.guest) return;
    const header = req.headers['x-csrftoken'];
    const fromForm =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>).csrf_token : undefined;
    const given = typeof header === 'string' ? header : typeof fromForm === 'string' ? fromForm : undefined;
    if (!given) throw badRequest('The CSRF token is missing.');
    if (!req.session) throw badRequest('The CSRF session token is missing.');
    if (!sec.csrf.verify(req.session.csrfSecret, given)) throw badRequest('The CSRF token is invalid.');
  });
}
