import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/security/access.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';

/**
 * Every route of the REST API (and the pages) × every built-in role: allowed (anything but
 * 401/403) or refused (403), against a table written from Superset's role definitions
 * (superset/security/manager.py: Alpha and Gamma hold no SQL Lab pair, sql_lab holds SQL Lab and
 * reading databases; running SQL also needs access to the database, without which the database
 * is "not found", 404, as in Superset). The routes come from
 * Fastify itself (its onRoute hook), so a route missing from the table fails the test.
 */

const USERS = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Gamma+sql_lab'] as const;
type User = (typeof USERS)[number];

/** Anyone signed in. */
const EVERYONE: readonly User[] = USERS;
/** Admin-only view menus and permissions, and writes on READ_ONLY_MODEL_VIEWS (Database). */
const ADMIN: readonly User[] = ['Admin'];
/** Writes on GAMMA_READ_ONLY_MODEL_VIEWS (Dataset, Datasource): Alpha and up. */
const ALPHA: readonly User[] = ['Admin', 'Alpha'];
/** What Gamma holds (and Alpha, and a Gamma who is also sql_lab); sql_lab alone does not. */
const GAMMA: readonly User[] = ['Admin', 'Alpha', 'Gamma', 'Gamma+sql_lab'];
/** SQLLAB_ONLY_PERMISSIONS: Admin and the sql_lab role, never Alpha or Gamma. */
const SQL_LAB: readonly User[] = ['Admin', 'sql_lab', 'Gamma+sql_lab'];

const EXPECTED: Record<string, readonly User[]> = {
  'GET /health': EVERYONE,
  'GET /health/ready': EVERYONE,
  // The security administration API and pages (FAB's security views are admin-only); one's own account is everyone's.
  'DELETE /api/v1/security/roles/:pk': ADMIN,
  'DELETE /api/v1/security/users/:pk': ADMIN,
  'GET /api/v1/security/permissions-resources/': ADMIN,
  'GET /api/v1/security/permissions-resources/:pk': ADMIN,
  'GET /api/v1/security/permissions-resources/_info': ADMIN,
  'GET /api/v1/security/permissions-resources/related/:column': ADMIN,
  'GET /api/v1/security/permissions/': ADMIN,
  'GET /api/v1/security/permissions/:pk': ADMIN,
  'GET /api/v1/security/permissions/_info': ADMIN,
  'GET /api/v1/security/resources/': ADMIN,
  'GET /api/v1/security/resources/:pk': ADMIN,
  'GET /api/v1/security/resources/_info': ADMIN,
  'GET /api/v1/security/roles/': ADMIN,
  'GET /api/v1/security/roles/:pk': ADMIN,
  'GET /api/v1/security/roles/:pk/permissions/': ADMIN,
  'GET /api/v1/security/roles/_info': ADMIN,
  'GET /api/v1/security/roles/related/:column': ADMIN,
  'GET /api/v1/security/roles/search/': ADMIN,
  'GET /api/v1/security/users/': ADMIN,
  'GET /api/v1/security/users/:pk': ADMIN,
  'GET /api/v1/security/users/_info': ADMIN,
  'GET /api/v1/security/users/distinct/:column': ADMIN,
  'GET /api/v1/security/users/related/:column': ADMIN,
  'GET /roles/list': EVERYONE, // a redirect to the page with its slash, which refuses
  'GET /roles/list/': ADMIN,
  'GET /rowlevelsecurity/list': EVERYONE, // a redirect to the page with its slash, which refuses
  'GET /rowlevelsecurity/list/': ADMIN,
  'GET /user_info': EVERYONE,
  'GET /user_info/': EVERYONE,
  'GET /users/list': EVERYONE, // a redirect to the page with its slash, which refuses
  'GET /users/list/': ADMIN,
  'POST /api/v1/security/roles/': ADMIN,
  'POST /api/v1/security/roles/:pk/permissions': ADMIN,
  'POST /api/v1/security/users/': ADMIN,
  'PUT /api/v1/me/': EVERYONE,
  'PUT /api/v1/me/password/': EVERYONE,
  'PUT /api/v1/security/roles/:pk': ADMIN,
  'PUT /api/v1/security/roles/:pk/users': ADMIN,
  'PUT /api/v1/security/users/:pk': ADMIN,
  // FAB's OpenApi (can_get) and SwaggerView (can_show): not admin-only, so Gamma holds them; sql_lab does not.
  'GET /api/v1/_openapi': GAMMA,
  // Superset's AvailableDomains can_read: not admin-only nor a SQL Lab pair.
  'GET /api/v1/available_domains/': GAMMA,
  'GET /swagger/v1': GAMMA,
  'GET /swagger/v1/static/index.html': GAMMA,
  'GET /swagger/v1/static/swagger-initializer.js': GAMMA,
  'GET /swagger/v1/json': GAMMA,
  'GET /swagger/v1/yaml': GAMMA,
  'GET /swagger/v1/static/*': GAMMA,
  'GET /healthcheck': EVERYONE,
  'GET /ping': EVERYONE,
  'GET /favicon.svg': EVERYONE,
  'GET /favicon.ico': EVERYONE,
  'POST /api/v1/security/login': EVERYONE,
  'POST /api/v1/security/refresh': EVERYONE,
  'GET /api/v1/security/csrf_token/': EVERYONE,
  'GET /api/v1/me/': EVERYONE,
  'GET /api/v1/me/roles/': EVERYONE,
  'GET /login/': EVERYONE,
  'POST /login/': EVERYONE,
  'GET /logout/': EVERYONE,
  'GET /static/assets/:file': EVERYONE,
  'GET /static/theme.css': EVERYONE,
  // Viz plugin thumbnails.
  'GET /static/viz/:vizType/thumbnail.png': EVERYONE,
  'GET /': EVERYONE,
  'GET /superset/welcome': EVERYONE,
  'GET /superset/welcome/': EVERYONE,
  // The page's HTML is the app shell for anyone; the web app shows SQL Lab only with menu_access.
  'GET /sqllab': EVERYONE,
  'GET /sqllab/': EVERYONE,
  'GET /explore': EVERYONE,
  'GET /explore/': EVERYONE,
  'GET /superset/dashboard/:idOrSlug': EVERYONE,
  'GET /superset/dashboard/:idOrSlug/': EVERYONE,
  'GET /chart/list': EVERYONE,
  'GET /chart/list/': EVERYONE,
  'GET /chart/gallery': EVERYONE,
  'GET /chart/gallery/': EVERYONE,
  // Dynamic plugins: DynamicPlugin is a READ_ONLY_MODEL_VIEW (every role but sql_lab alone reads, Admin writes).
  'GET /dynamic-plugins/api/read': GAMMA,
  'GET /dynamic-plugins/bundle/:pk': GAMMA,
  'GET /dynamic-plugins/list': EVERYONE, // a redirect to the page with its slash, which refuses
  'GET /dynamic-plugins/list/': GAMMA,
  'GET /api/v1/dynamic_plugin/': GAMMA,
  'GET /api/v1/dynamic_plugin/_info': GAMMA,
  'GET /api/v1/dynamic_plugin/related/:column': GAMMA,
  'GET /api/v1/dynamic_plugin/:pk': GAMMA,
  'POST /api/v1/dynamic_plugin/': ADMIN,
  'PUT /api/v1/dynamic_plugin/:pk': ADMIN,
  'DELETE /api/v1/dynamic_plugin/:pk': ADMIN,
  'DELETE /api/v1/dynamic_plugin/': ADMIN,
  // Embedded dashboards: reading the configuration is can_read on Dashboard (and on
  // EmbeddedDashboard, in no restricted list); setting it and minting guest tokens are admin-only.
  // The page is public: the referrer and the guest token decide.
  'GET /api/v1/dashboard/:id_or_slug/embedded': GAMMA,
  'POST /api/v1/dashboard/:id_or_slug/embedded': ADMIN,
  'PUT /api/v1/dashboard/:id_or_slug/embedded': ADMIN,
  'DELETE /api/v1/dashboard/:id_or_slug/embedded': ADMIN,
  'GET /api/v1/embedded_dashboard/:uuid': GAMMA,
  'POST /api/v1/security/guest_token/': ADMIN,
  'GET /embedded/:uuid': EVERYONE,
  'GET /dashboard/list': EVERYONE,
  'GET /dashboard/list/': EVERYONE,
  'GET /tablemodelview/list': EVERYONE,
  'GET /tablemodelview/list/': EVERYONE,
  'GET /databaseview/list': EVERYONE,
  'GET /databaseview/list/': EVERYONE,
  'GET /savedqueryview/list': EVERYONE,
  'GET /savedqueryview/list/': EVERYONE,
  // can_read on Database: Gamma (read-only view) and sql_lab (SQLLAB_EXTRA_PERMISSION_VIEWS).
  'GET /api/v1/database/': EVERYONE,
  'GET /api/v1/database/_info': EVERYONE,
  'GET /api/v1/database/related/:column': EVERYONE,
  'GET /api/v1/database/distinct/:column': EVERYONE,
  'GET /api/v1/database/:pk': EVERYONE,
  'GET /api/v1/database/available/': EVERYONE,
  'POST /api/v1/database/': ADMIN,
  'PUT /api/v1/database/:pk': ADMIN,
  'DELETE /api/v1/database/:pk': ADMIN,
  'GET /api/v1/database/:pk/connection': ADMIN,
  'POST /api/v1/database/test_connection/': ADMIN,
  'POST /api/v1/database/validate_parameters/': ADMIN,
  'GET /api/v1/database/:pk/schemas/': EVERYONE,
  'GET /api/v1/database/:pk/tables/': EVERYONE,
  'GET /api/v1/database/:pk/table_metadata/': EVERYONE,
  'GET /api/v1/database/:pk/table/:table/:schema/': EVERYONE,
  'GET /api/v1/database/:pk/table_metadata/extra/': EVERYONE,
  'GET /api/v1/database/:pk/select_star/:table/': EVERYONE,
  'GET /api/v1/database/:pk/select_star/:table/:schema/': EVERYONE,
  // MODEL_API_RW_METHOD_PERMISSION_MAP: related_objects, function_names, table_extra_metadata and validate_sql are can_read.
  'GET /api/v1/database/:pk/related_objects/': EVERYONE,
  'GET /api/v1/database/:pk/function_names/': EVERYONE,
  'GET /api/v1/database/:pk/table_extra/:table/:schema/': EVERYONE,
  'POST /api/v1/database/:pk/validate_sql/': EVERYONE,
  'GET /api/v1/dataset/': GAMMA,
  'GET /api/v1/dataset/_info': GAMMA,
  'GET /api/v1/dataset/related/:column': GAMMA,
  'GET /api/v1/dataset/distinct/:column': GAMMA,
  'GET /api/v1/dataset/:pk': GAMMA,
  'POST /api/v1/dataset/': ALPHA,
  'PUT /api/v1/dataset/:pk': ALPHA,
  'DELETE /api/v1/dataset/:pk': ALPHA,
  'DELETE /api/v1/dataset/': ALPHA,
  'PUT /api/v1/dataset/:pk/refresh': ALPHA,
  'DELETE /api/v1/dataset/:pk/column/:item': ALPHA,
  'DELETE /api/v1/dataset/:pk/metric/:item': ALPHA,
  'GET /api/v1/dataset/:pk/drill_info/': GAMMA,
  'PUT /api/v1/dataset/warm_up_cache': ADMIN,
  'POST /api/v1/dataset/duplicate': ALPHA,
  'POST /api/v1/dataset/get_or_create/': ALPHA,
  // 'Row Level Security' is an admin-only view menu.
  // Annotation layers (ALPHA_ONLY_VIEW_MENUS holds Annotation, so Alpha and Admin only).
  'GET /annotationlayer/list': EVERYONE, // a redirect to the page with its slash, which refuses
  'GET /annotationlayer/list/': ALPHA,
  'GET /csstemplatemodelview/list': EVERYONE, // a redirect to the page with its slash, which refuses
  'GET /csstemplatemodelview/list/': ALPHA,
  'GET /annotationlayer/:pk/annotation': EVERYONE, // a redirect to the page with its slash, which refuses
  'GET /annotationlayer/:pk/annotation/': ALPHA,
  'GET /api/v1/annotation_layer/': ALPHA,
  'GET /api/v1/annotation_layer/_info': ALPHA,
  'GET /api/v1/annotation_layer/related/:column': ALPHA,
  'GET /api/v1/annotation_layer/distinct/:column': ALPHA,
  'GET /api/v1/annotation_layer/:pk': ALPHA,
  'POST /api/v1/annotation_layer/': ALPHA,
  'PUT /api/v1/annotation_layer/:pk': ALPHA,
  'DELETE /api/v1/annotation_layer/:pk': ALPHA,
  'DELETE /api/v1/annotation_layer/': ALPHA,
  'GET /api/v1/annotation_layer/:pk/annotation/': ALPHA,
  'GET /api/v1/annotation_layer/:pk/annotation/_info': ALPHA,
  'GET /api/v1/annotation_layer/:pk/annotation/related/:column': ALPHA,
  'GET /api/v1/annotation_layer/:pk/annotation/:annotation_id': ALPHA,
  'POST /api/v1/annotation_layer/:pk/annotation/': ALPHA,
  'PUT /api/v1/annotation_layer/:pk/annotation/:annotation_id': ALPHA,
  'DELETE /api/v1/annotation_layer/:pk/annotation/:annotation_id': ALPHA,
  'DELETE /api/v1/annotation_layer/:pk/annotation/': ALPHA,
  'GET /api/v1/rowlevelsecurity/': ADMIN,
  'GET /api/v1/rowlevelsecurity/_info': ADMIN,
  'GET /api/v1/rowlevelsecurity/related/:column': ADMIN,
  'GET /api/v1/rowlevelsecurity/distinct/:column': ADMIN,
  'GET /api/v1/rowlevelsecurity/:pk': ADMIN,
  'POST /api/v1/rowlevelsecurity/': ADMIN,
  'PUT /api/v1/rowlevelsecurity/:pk': ADMIN,
  'DELETE /api/v1/rowlevelsecurity/:pk': ADMIN,
  'DELETE /api/v1/rowlevelsecurity/': ADMIN,
  'GET /api/v1/datasource/:type/:pk/column/:column/values/': GAMMA,
  'POST /api/v1/chart/data': GAMMA,
  'GET /api/v1/chart/data/:cache_key': GAMMA,
  'GET /api/v1/chart/:pk/data/': GAMMA,
  // Chart (can_read, can_write): neither admin-only nor alpha-only in Superset, so Gamma holds both; sql_lab not.
  'GET /api/v1/chart/': GAMMA,
  'GET /api/v1/chart/_info': GAMMA,
  'GET /api/v1/chart/related/:column': GAMMA,
  'GET /api/v1/chart/distinct/:column': GAMMA,
  'GET /api/v1/chart/:pk': GAMMA,
  'POST /api/v1/chart/': GAMMA,
  'PUT /api/v1/chart/:pk': GAMMA,
  'DELETE /api/v1/chart/:pk': GAMMA,
  'DELETE /api/v1/chart/': GAMMA,
  'GET /api/v1/chart/favorite_status/': GAMMA,
  'POST /api/v1/chart/:pk/favorites/': GAMMA,
  'DELETE /api/v1/chart/:pk/favorites/': GAMMA,
  'GET /api/v1/chart/:pk/thumbnail/:digest/': GAMMA,
  'GET /api/v1/chart/:pk/cache_screenshot/': GAMMA,
  'GET /api/v1/chart/:pk/screenshot/:digest/': GAMMA,
  // Dashboard (can_read, can_write): in no restricted list of Superset's, so Gamma holds both; sql_lab not.
  'GET /api/v1/dashboard/': GAMMA,
  'GET /api/v1/dashboard/_info': GAMMA,
  'GET /api/v1/dashboard/related/:column': GAMMA,
  'GET /api/v1/dashboard/distinct/:column': GAMMA,
  'GET /api/v1/dashboard/:pk': GAMMA,
  'GET /api/v1/dashboard/:pk/charts': GAMMA,
  'GET /api/v1/dashboard/:pk/datasets': GAMMA,
  'GET /api/v1/dashboard/:pk/tabs': GAMMA,
  'POST /api/v1/dashboard/': GAMMA,
  'PUT /api/v1/dashboard/:pk': GAMMA,
  'DELETE /api/v1/dashboard/:pk': GAMMA,
  'DELETE /api/v1/dashboard/': GAMMA,
  'POST /api/v1/dashboard/:pk/copy/': GAMMA,
  'PUT /api/v1/dashboard/:pk/colors': GAMMA,
  'GET /api/v1/dashboard/favorite_status/': GAMMA,
  'POST /api/v1/dashboard/:pk/favorites/': GAMMA,
  'DELETE /api/v1/dashboard/:pk/favorites/': GAMMA,
  'GET /api/v1/dashboard/:pk/thumbnail/:digest/': GAMMA,
  'GET /api/v1/dashboard/:pk/cache_dashboard_screenshot/': GAMMA,
  'GET /api/v1/dashboard/:pk/download/': GAMMA,
  // Explore, ExploreFormDataRestApi, ExplorePermalinkRestApi, AdvancedDataType and
  // can_fetch_datasource_metadata on Superset: in none of Superset's restricted lists, so Gamma's.
  'GET /api/v1/explore/': GAMMA,
  'POST /api/v1/explore/form_data': GAMMA,
  'PUT /api/v1/explore/form_data/:key': GAMMA,
  'GET /api/v1/explore/form_data/:key': GAMMA,
  'DELETE /api/v1/explore/form_data/:key': GAMMA,
  'POST /api/v1/explore/permalink': GAMMA,
  'GET /api/v1/explore/permalink/:key': GAMMA,
  'GET /superset/fetch_datasource_metadata': GAMMA,
  // The legacy Explore paths: can_explore and can_explore_json on Superset, and the permalink
  // pages' can_read on Explore (Superset's ExplorePermalinkView): in no restricted list, so Gamma's.
  'GET /superset/explore': GAMMA,
  'GET /superset/explore/': GAMMA,
  'GET /superset/explore/p/:key/': GAMMA,
  'GET /explore/p/:key/': GAMMA,
  'POST /superset/explore/': GAMMA,
  'POST /explore/': GAMMA,
  'GET /superset/explore_json/': GAMMA,
  'POST /superset/explore_json/': GAMMA,
  'GET /superset/explore_json/:datasource_type/:datasource_id/': GAMMA,
  'POST /superset/explore_json/:datasource_type/:datasource_id/': GAMMA,
  // Dashboard side services: filter state and permalinks on their own API classes, the permalink
  // page on can_read Dashboard; CSS templates on CssTemplate (ALPHA_ONLY_VIEW_MENUS); the action
  // log on Log (ADMIN_ONLY_VIEW_MENUS) but can_recent_activity (ACCESSIBLE_PERMS); the client
  // event log for anyone signed in.
  'POST /api/v1/dashboard/:pk/filter_state': GAMMA,
  'PUT /api/v1/dashboard/:pk/filter_state/:key': GAMMA,
  'GET /api/v1/dashboard/:pk/filter_state/:key': GAMMA,
  'DELETE /api/v1/dashboard/:pk/filter_state/:key': GAMMA,
  'POST /api/v1/dashboard/:pk/permalink': GAMMA,
  'GET /api/v1/dashboard/permalink/:key': GAMMA,
  'GET /superset/dashboard/p/:key/': GAMMA,
  'GET /api/v1/css_template/': ALPHA,
  'GET /api/v1/css_template/_info': ALPHA,
  'GET /api/v1/css_template/related/:column': ALPHA,
  'GET /api/v1/css_template/:pk': ALPHA,
  'POST /api/v1/css_template/': ALPHA,
  'PUT /api/v1/css_template/:pk': ALPHA,
  'DELETE /api/v1/css_template/:pk': ALPHA,
  'DELETE /api/v1/css_template/': ALPHA,
  'GET /api/v1/log/': ADMIN,
  'GET /api/v1/log/_info': ADMIN,
  'GET /api/v1/log/:pk': ADMIN,
  'GET /api/v1/log/recent_activity/': GAMMA,
  'POST /superset/log/': EVERYONE,
  'GET /api/v1/advanced_data_type/convert': GAMMA,
  'GET /api/v1/advanced_data_type/types': GAMMA,
  'POST /datasource/samples': ALPHA,
  'GET /api/v1/time_range/': GAMMA,
  // Running SQL also needs access to the database: sql_lab alone (no data) is told the database
  // was not found (404, as Superset), not refused; tests/integration/security/sqllab-data-access.test.ts.
  'POST /api/v1/sqllab/execute/': SQL_LAB,
  'GET /api/v1/sqllab/results/': SQL_LAB,
  'GET /api/v1/sqllab/export/:client_id/': SQL_LAB,
  'GET /api/v1/query/updated_since': SQL_LAB,
  'POST /api/v1/query/stop': SQL_LAB,
  'POST /api/v1/sqllab/estimate/': SQL_LAB,
  // can_format_sql on SQLLab is in no SQL-Lab-only list: every role formats SQL.
  'POST /api/v1/sqllab/format_sql/': EVERYONE,
  'GET /api/v1/query/': SQL_LAB,
  'GET /api/v1/query/_info': SQL_LAB,
  'GET /api/v1/query/related/:column': SQL_LAB,
  'GET /api/v1/query/distinct/:column': SQL_LAB,
  'GET /api/v1/query/:pk': SQL_LAB,
  'GET /api/v1/saved_query/favorite_status/': SQL_LAB,
  'POST /api/v1/saved_query/:pk/favorites/': SQL_LAB,
  'DELETE /api/v1/saved_query/:pk/favorites/': SQL_LAB,
  'GET /api/v1/saved_query/': SQL_LAB,
  'GET /api/v1/saved_query/_info': SQL_LAB,
  'GET /api/v1/saved_query/related/:column': SQL_LAB,
  'GET /api/v1/saved_query/distinct/:column': SQL_LAB,
  'GET /api/v1/saved_query/:pk': SQL_LAB,
  'POST /api/v1/saved_query/': SQL_LAB,
  'PUT /api/v1/saved_query/:pk': SQL_LAB,
  'DELETE /api/v1/saved_query/:pk': SQL_LAB,
  'DELETE /api/v1/saved_query/': SQL_LAB,
  'POST /savedqueryviewapi/api/create': SQL_LAB,
  'GET /savedqueryviewapi/api/get/:pk': SQL_LAB,
  'POST /tabstateview/': SQL_LAB,
  'GET /tabstateview/:pk': SQL_LAB,
  'PUT /tabstateview/:pk': SQL_LAB,
  'DELETE /tabstateview/:pk': SQL_LAB,
  'POST /tabstateview/:pk/activate': SQL_LAB,
  'POST /tabstateview/:pk/migrate_query': SQL_LAB,
  'DELETE /tabstateview/:pk/query/:clientId': SQL_LAB,
  'POST /tableschemaview/': SQL_LAB,
  'DELETE /tableschemaview/:pk': SQL_LAB,
  'POST /tableschemaview/:pk/expanded': SQL_LAB,
  'POST /api/v1/sqllab/permalink': SQL_LAB,
  'GET /api/v1/sqllab/permalink/:key': SQL_LAB,
  'GET /sqllab/p/:key': EVERYONE,
  'GET /sqllab/p/:key/': EVERYONE,
  // 'KV' is in none of Superset's lists: Alpha and Gamma hold it, sql_lab does not.
  'POST /kv/store/': GAMMA,
  'GET /kv/:id/': GAMMA,
  'GET /kv/:id': GAMMA,
  'POST /sqllab/': SQL_LAB,
  'GET /api/v1/sqllab/': SQL_LAB,
};

let h: BootedLoupe;
let examplesId: number;
const clients = new Map<User, ApiClient>();

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  const examples = await examplesDatabase(h);
  examplesId = examples.id;
  clients.set('Admin', await h.login());
  clients.set('Alpha', await userWith(h, 'table_alpha', ['Alpha']));
  clients.set('Gamma', await userWith(h, 'table_gamma', ['Gamma']));
  clients.set('sql_lab', await userWith(h, 'table_sql_lab', ['sql_lab']));
  clients.set('Gamma+sql_lab', await userWith(h, 'table_lab', ['Gamma', 'sql_lab'], [examples.perm]));
}, 120_000);
afterAll(() => h?.close());

const key = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** The route with ids that do not exist (404 once allowed) and words that match nothing. */
function concrete(url: string): string {
  return url
    .replace(/:(\w+)/g, (_m, name: string) => (/(^|_)(pk|id)$/.test(name) ? '999999' : 'nope'))
    .replace(/\*$/, 'nope');
}

/** Requests that reach past the route's pair to the data check: SQL on the examples database. */
function bodyFor(route: string, n: number): unknown {
  if (route === 'POST /api/v1/sqllab/execute/')
    return { database_id: examplesId, sql: 'SELECT 1 AS one', client_id: `rt${n}`.padEnd(10, 'x').slice(0, 10) };
  if (route === 'POST /api/v1/sqllab/estimate/') return { database_id: examplesId, sql: 'SELECT 1 AS one' };
  if (route === 'POST /api/v1/sqllab/format_sql/') return { sql: 'select 1' };
  return {};
}

// Reads first, deletes last, signing out at the very end.
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };
const walkOrder = (routes: readonly DeclaredRoute[]) =>
  [...routes].sort(
    (a, b) =>
      Number(a.url === '/logout/') - Number(b.url === '/logout/') || (ORDER[a.method] ?? 9) - (ORDER[b.method] ?? 9),
  );

describe('the role × route table', () => {
  it('has one row for every route Fastify registered, and none for a route that is gone', () => {
    const registered = h.loupe.routes.map(key);
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((r) => !(r in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((r) => !registered.includes(r))).toEqual([]);
  });

  for (const user of USERS) {
    it(`as ${user}: allowed exactly where the table says, refused with 403 elsewhere`, async () => {
      const client = clients.get(user)!;
      const csrf = await client.csrfToken();
      const mismatches: string[] = [];
      let n = 0;
      for (const r of walkOrder(h.loupe.routes)) {
        const route = key(r);
        const res =
          r.method === 'GET'
            ? await client.get(concrete(r.url))
            : await client.request(r.method, concrete(r.url), bodyFor(route, n++ + USERS.indexOf(user) * 1000), {
                'x-csrftoken': csrf,
              });
        // Public routes (login, token refresh) may answer 401 to the credentials they get here.
        const refused = res.status === 403 || (res.status === 401 && r.access !== 'public');
        const expected = EXPECTED[route]?.includes(user) ?? false;
        if (expected === refused)
          mismatches.push(`${route}: expected ${expected ? 'allowed' : '403'}, got ${res.status}`);
        if (!expected && res.status !== 403) mismatches.push(`${route}: refused with ${res.status}, not 403`);
      }
      expect(mismatches).toEqual([]);
    }, 180_000);
  }
});
