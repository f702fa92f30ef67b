import type { FastifyInstance } from 'fastify';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where a sign-in lands until the web workbench serves `/superset/welcome/` itself: who is signed
 * in, and the API to reach meanwhile.
 */
export function registerWelcomePage(app: FastifyInstance): void {
  app.get('/', { config: { access: 'public' } }, async (_req, reply) => reply.redirect('/superset/welcome/'));
  app.get('/superset/welcome/', { config: { access: 'authenticated', loginRedirect: true } }, async (req, reply) => {
    const u = req.user!;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Home · Loupe</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>:root{--bg:#f4f6f8;--panel:#fff;--text:#1d2430;--muted:#5b6675;--border:#d5dbe3;--accent:#2f6fde}
@media (prefers-color-scheme:dark){:root{--bg:#12161c;--panel:#1b212a;--text:#e6ebf2;--muted:#9aa6b5;--border:#323b47;--accent:#5b93f5}}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;background:var(--panel);border-bottom:1px solid var(--border)}
header b{font-size:18px}a{color:var(--accent)}main{max-width:720px;margin:32px auto;padding:0 24px}
.card{background:var(--panel);border:1px solid var(--border);border-radius:12px;padding:20px 24px}code{font-size:13px}</style></head>
<body><header><b>Loupe</b><span>${escape(u.firstName)} ${escape(u.lastName)} · <a href="/logout/">Log out</a></span></header>
<main><div class="card"><h1>Welcome, ${escape(u.firstName || u.username)}</h1>
<p>You are signed in as <b>${escape(u.username)}</b> (${escape(u.roles.join(', '))}).</p>
<p>The REST API answers at <code>/api/v1/</code>: for example <a href="/api/v1/dataset/">datasets</a>, <a href="/api/v1/database/">databases</a> and <a href="/api/v1/me/">your profile</a>.</p></div></main></body></html>`);
  });
}
