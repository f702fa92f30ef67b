import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderLoginPage } from './login-page-html.ts';
import { clientKey, type LoginThrottle } from './login-throttle.ts';
import { safeNext } from './safe-next.ts';
import { SESSION_COOKIE } from './security-hooks.ts';
import { sessionCookieOptions, setSessionCookie } from './security-routes.ts';
import type { SecurityServices } from './security-services.ts';

/**
 * FAB's AuthDBView: GET /login/ renders the form with a CSRF token bound to a fresh anonymous
 * session, POST /login/ checks it and the credentials and starts a new session (never reusing
 * the anonymous one, so a planted cookie cannot be promoted), GET /logout/ ends it.
 */
export function registerLoginPage(app: FastifyInstance, sec: SecurityServices, throttle: LoginThrottle): void {
  const show = async (
    req: FastifyRequest,
    reply: FastifyReply,
    opts: { error?: string; username?: string; status?: number },
  ) => {
    let session = req.session;
    if (!session || session.userId !== null) {
      session = await sec.sessions.create(null);
      setSessionCookie(reply, session.token, sec.sessionMaxAgeSeconds);
    }
    const next = safeNext(
      (req.query as Record<string, unknown>).next ?? (req.body as Record<string, unknown> | undefined)?.next,
    );
    return reply
      .code(opts.status ?? 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderLoginPage({
          csrfToken: sec.csrf.issue(session.csrfSecret),
          next,
          error: opts.error,
          username: opts.username,
        }),
      );
  };

  app.get('/login/', { config: { access: 'public' } }, async (req, reply) => {
    if (req.user) return reply.redirect(safeNext((req.query as Record<string, unknown>).next));
    return show(req, reply, {});
  });

  app.post<{ Body: Record<string, string> }>(
    '/login/',
    {
      // The form's csrf_token field is checked by the security hooks like any write.
      config: { access: 'public' },
      schema: {
        body: {
          type: 'object',
          properties: {
            username: { type: 'string', maxLength: 256 },
            password: { type: 'string', maxLength: 1024 },
            csrf_token: { type: 'string' },
            next: { type: 'string' },
          },
        },
      },
    },
    async (req, reply) => {
      const username = (req.body.username ?? '').trim();
      const password = req.body.password ?? '';
      const attempt = await throttle.attempt(clientKey(req), username);
      if (attempt.refused)
        return show(req, reply, {
          error: `Too many failed logins. Try again in ${attempt.retryAfter} seconds.`,
          username,
          status: 429,
        });
      const user = username && password ? await sec.users.authenticate(username, password) : null;
      if (!user) {
        // 200 like FAB's redirect back to the form: a browser shows the page, not a failed load.
        return show(req, reply, { error: 'Invalid login. Please try again.', username });
      }
      await attempt.succeeded();
      if (req.session) await sec.sessions.delete(req.session.token);
      const session = await sec.sessions.create(user.id);
      setSessionCookie(reply, session.token, sec.sessionMaxAgeSeconds);
      return reply.redirect(safeNext(req.body.next), 302);
    },
  );

  app.get('/logout/', { config: { access: 'public' } }, async (req, reply) => {
    if (req.session) await sec.sessions.delete(req.session.token);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(reply));
    return reply.redirect('/login/', 302);
  });
}
