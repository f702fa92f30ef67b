import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/security/access.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

/**
 * Role × route for security administration: every route (API and page) whose declared access is
 * on a security class, taken from the routes Fastify registered, answers 403 to each built-in role
 * but Admin, and never 401/403 to Admin.
 */
const SECURITY_VIEWS = new Set(['User', 'Role', 'Permission', 'ViewMenu', 'PermissionViewMenu', 'Row Level Security']);
const ROLES = ['Alpha', 'Gamma', 'sql_lab', 'Public'] as const;

let h: BootedLoupe;
let admin: ApiClient;
const clients = new Map<string, ApiClient>();
let routes: DeclaredRoute[];

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  for (const role of ROLES) {
    const username = `sec_${role.toLowerCase()}`;
    await h.loupe.security.users.create({ username, password: 'role-password', roles: [role] });
    clients.set(role, await h.login(username, 'role-password'));
  }
  // Gamma + sql_lab, the usual analyst, is refused too.
  await h.loupe.security.users.create({
    username: 'sec_analyst',
    password: 'role-password',
    roles: ['Gamma', 'sql_lab'],
  });
  clients.set('Gamma+sql_lab', await h.login('sec_analyst', 'role-password'));
  routes = h.loupe.routes.filter((r) => typeof r.access === 'object' && SECURITY_VIEWS.has(r.access.view));
}, 120_000);
afterAll(() => h?.close());

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => (name === 'column' ? 'roles' : '1'));
}

/** A body the route's schema accepts, so a refusal is about the caller, not the input. */
function bodyFor(r: DeclaredRoute): unknown {
  if (r.method === 'GET' || r.method === 'DELETE') return undefined;
  if (r.url.endsWith('/permissions')) return { permission_view_menu_ids: [] };
  if (r.url.endsWith('/users')) return { user_ids: [] };
  if (r.url.startsWith('/api/v1/security/roles/')) return { name: 'Probe role' };
  if (r.url.startsWith('/api/v1/security/users/'))
    return { username: 'probe', first_name: 'P', last_name: 'R', roles: [1], password: 'probe-password' };
  if (r.url.startsWith('/api/v1/rowlevelsecurity/'))
    return { name: 'probe', filter_type: 'Regular', tables: [1], roles: [1], clause: '1=1' };
  return {};
}

async function call(client: ApiClient, r: DeclaredRoute, opts: { csrf: boolean } = { csrf: true }) {
  const url = concrete(r.url);
  const body = bodyFor(r);
  // Public holds no pair, not even the CSRF token's: its writes go without one (refused first for the caller).
  if (!opts.csrf) return client.request(r.method, url, body);
  if (r.method === 'GET') return client.get(url);
  if (r.method === 'DELETE') return client.delete(url);
  return r.method === 'POST' ? client.post(url, body) : client.put(url, body);
}

describe('security administration: role × route', () => {
  it('finds every security route from Fastify, the pages among them', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/v1/security/users/',
        'POST /api/v1/security/users/',
        'PUT /api/v1/security/users/:pk',
        'DELETE /api/v1/security/users/:pk',
        'GET /api/v1/security/roles/search/',
        'POST /api/v1/security/roles/:pk/permissions',
        'GET /api/v1/security/roles/:pk/permissions/',
        'PUT /api/v1/security/roles/:pk/users',
        'GET /api/v1/security/permissions/',
        'GET /api/v1/security/resources/',
        'GET /api/v1/security/permissions-resources/',
        'POST /api/v1/rowlevelsecurity/',
        'GET /users/list/',
        'GET /roles/list/',
        'GET /rowlevelsecurity/list/',
      ]),
    );
    expect(routes.length).toBeGreaterThan(30);
  });

  for (const role of [...ROLES, 'Gamma+sql_lab']) {
    it(`refuses ${role} on every one of them (403)`, async () => {
      const client = clients.get(role)!;
      const wrong: string[] = [];
      // Reads first, then writes, so nothing a later call needs is gone (nothing is, for a refusal).
      for (const r of routes) {
        const res = await call(client, r, { csrf: role !== 'Public' });
        if (res.status !== 403) wrong.push(`${r.method} ${r.url} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('lets Admin through every one of them (never 401/403, never 5xx)', async () => {
    const wrong: string[] = [];
    const order = { GET: 0, POST: 1, PUT: 2, DELETE: 3 } as Record<string, number>;
    for (const r of [...routes].sort((a, b) => (order[a.method] ?? 9) - (order[b.method] ?? 9))) {
      // Admin must not remove itself from Admin (id 1) or delete itself: those answer 422, which is fine here.
      const res = await call(admin, r);
      if (res.status === 401 || res.status === 403 || res.status >= 500)
        wrong.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a Gamma user still reads their own account and changes their own password', async () => {
    const gamma = clients.get('Gamma')!;
    expect((await gamma.get('/api/v1/me/')).status).toBe(200);
    const res = await gamma.put('/api/v1/me/password/', {
      current_password: 'role-password',
      password: 'role-password-2',
    });
    expect(res.status, res.text).toBe(200);
  });
});
