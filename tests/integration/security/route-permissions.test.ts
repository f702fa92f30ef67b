import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, DeclaredRoute } from '../../../server/security/access.ts';
import { can } from '../../../server/security/auth-user.ts';
import { installSecurityHooks } from '../../../server/security/security-hooks.ts';
import { type ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

/**
 * Walks every route of a whole Loupe (all its plugins) as every built-in role and as an
 * anonymous caller: anonymous gets 401 (or the login redirect) unless the route is public,
 * a role lacking the declared pair gets 403, a role holding it never does, and no call, however
 * empty or odd its input, answers 5xx.
 */
const ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
const PASSWORD = 'role-password';

let h: BootedLoupe;
const clients = new Map<string, ApiClient>();

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  for (const role of ROLES) {
    if (role === 'Admin') {
      clients.set(role, await h.login());
      continue;
    }
    await h.loupe.security.users.create({ username: `user_${role.toLowerCase()}`, password: PASSWORD, roles: [role] });
    clients.set(role, await h.login(`user_${role.toLowerCase()}`, PASSWORD));
  }
}, 120_000);
afterAll(() => h?.close());

/** 'public', 'authenticated', or a FAB pair such as { perm: 'can_read', view: 'Dataset' }. */
function wellFormed(access: Access | undefined): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return (
    typeof access === 'object' && access !== null && /^[a-z][a-z_]*$/.test(access.perm) && access.view.trim().length > 0
  );
}

function concrete(url: string): string {
  return url
    .replace(/:(\w+)/g, (_m, name: string) => (/(^|_)(pk|id)$/.test(name) ? '999999' : 'nope'))
    .replace(/\*$/, 'nope');
}

// Read before write, and deletes last, so the walk does not remove what later calls look at.
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };

function walkable(routes: readonly DeclaredRoute[]): DeclaredRoute[] {
  return [...routes]
    .filter((r) => r.url !== '/logout/')
    .sort((a, b) => (ORDER[a.method] ?? 9) - (ORDER[b.method] ?? 9));
}

describe('every route as every role', () => {
  it('declares a well-formed access on every route', () => {
    expect(h.loupe.routes.length).toBeGreaterThan(10);
    const malformed = h.loupe.routes
      .filter((r) => !wellFormed(r.access))
      .map((r) => `${r.method} ${r.url}: ${JSON.stringify(r.access)}`);
    expect(malformed).toEqual([]);
  });

  it('refuses, when routes are added at start, a route that declares no access', () => {
    const app = Fastify();
    const routes: DeclaredRoute[] = [];
    installSecurityHooks(app, h.loupe.security, routes);
    app.get('/declared', { config: { access: 'authenticated' } }, async () => 'ok');
    expect(() => app.get('/careless', async () => 'x')).toThrow(
      "Route GET /careless declares no access: set config.access to 'public', 'authenticated' or { perm, view }",
    );
    expect(routes.map((r) => r.url)).toEqual(['/declared']);
  });

  it('answers anonymous callers 401 (or the login page) unless public, and never 5xx', async () => {
    const anon = h.anonymous();
    const failures: string[] = [];
    for (const r of walkable(h.loupe.routes)) {
      const res = await anon.request(r.method, concrete(r.url), r.method === 'GET' ? undefined : {});
      if (res.status >= 500) failures.push(`${r.method} ${r.url}: ${res.status} ${res.text.slice(0, 200)}`);
      if (r.access !== 'public' && ![401, 302].includes(res.status))
        failures.push(`${r.method} ${r.url}: anonymous got ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  for (const role of ROLES) {
    it(`as ${role}: 403 exactly where the role lacks the declared pair, never 5xx`, async () => {
      const client = clients.get(role)!;
      const me = await h.loupe.security.users.load(
        role === 'Admin'
          ? 1
          : (
              await h.loupe.store.db
                .selectFrom('ab_user')
                .select('id')
                .where('username', '=', `user_${role.toLowerCase()}`)
                .executeTakeFirstOrThrow()
            ).id,
      );
      const failures: string[] = [];
      // A role may not even read a CSRF token (Public holds nothing): then writes go without one.
      const csrf = await client.csrfToken().catch(() => null);
      for (const r of walkable(h.loupe.routes)) {
        const res =
          r.method === 'GET'
            ? await client.get(concrete(r.url))
            : await client.request(r.method, concrete(r.url), {}, csrf ? { 'x-csrftoken': csrf } : {});
        if (res.status >= 500) failures.push(`${r.method} ${r.url}: ${res.status} ${res.text.slice(0, 200)}`);
        const allowed = typeof r.access === 'string' || can(me, r.access.perm, r.access.view);
        // Public routes (login, token refresh) may answer 401 to the wrong credentials they get here.
        if (allowed && (res.status === 403 || (res.status === 401 && r.access !== 'public')))
          failures.push(`${r.method} ${r.url}: holds the pair but got ${res.status}`);
        if (!allowed && res.status !== 403)
          failures.push(`${r.method} ${r.url}: lacks ${JSON.stringify(r.access)} but got ${res.status}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
