import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../../../server/http/errors.ts';
import { pathParams } from '../../../../server/http/openapi-schemas.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { checkExploreAccess, parseDatasourceKey, type ExploreAccessDeps } from './explore-access.ts';
import type { FormDataCache } from './form-data-cache.ts';

/** Superset's `@has_access` on `Superset.explore`, and ExplorePermalinkView's `can_read` on Explore. */
const EXPLORE_PAGE = { access: { perm: 'can_explore', view: 'Superset' }, loginRedirect: true } as const;
const PERMALINK_PAGE = { access: { perm: 'can_read', view: 'Explore' }, loginRedirect: true } as const;
const redirectDoc = { response: { 302: { description: 'Redirect to the Explore page', type: 'null' } } };
/** A browser form post (Superset's postForm): `form_data` and the session's `csrf_token`. */
const formPostDoc = {
  body: { type: 'object', properties: { form_data: { type: 'string' }, csrf_token: { type: 'string' } } },
  response: { 303: { description: 'Redirect to the Explore page', type: 'null' } },
};
const NO_LEGACY_SAVE = 'Saving a chart through the Explore page is not supported: use POST or PUT /api/v1/chart/';

function queryOf(req: FastifyRequest): URLSearchParams {
  const q = req.url.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
}

/**
 * Superset's `get_redirect_url`: the same URL under `/explore/`; a `form_data` holding a
 * `datasource` is moved into the form-data cache (no tab) and replaced by its `form_data_key`.
 * When the caller may not reach that dataset or chart the form_data stays in the URL and the
 * Explore page reports the API's answer.
 */
async function exploreRedirect(
  deps: ExploreAccessDeps & { formData: FormDataCache },
  user: AuthUser,
  query: URLSearchParams,
): Promise<string> {
  const raw = query.get('form_data');
  if (raw !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const formData = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    const ds = parseDatasourceKey(formData.datasource);
    if (ds) {
      const sliceId = Number(formData.slice_id ?? query.get('slice_id') ?? 0);
      const chartId = Number.isSafeInteger(sliceId) && sliceId > 0 ? sliceId : null;
      try {
        await checkExploreAccess(deps, user, ds.id, ds.type, chartId);
        const key = await deps.formData.create({
          userId: user.id,
          tabId: null,
          datasourceId: ds.id,
          datasourceType: ds.type,
          chartId,
          formData: raw,
        });
        query.delete('form_data');
        query.append('form_data_key', key);
      } catch {
        // Not the caller's to cache: the page asks the API, which answers the 4xx.
      }
    }
  }
  const search = query.toString();
  return search ? `/explore/?${search}` : '/explore/';
}

/**
 * The legacy Explore page paths (spec §2.1, Superset views/core.py and views/explore.py):
 * `GET /superset/explore/` redirects to the web app's `/explore/` page keeping the query string
 * (Superset's deprecated view does the same, moving `form_data` into a form-data key), and the
 * permalink pages `/superset/explore/p/<key>/` and `/explore/p/<key>/` open `/explore/` with
 * `permalink_key`, which the Explore bootstrap (`GET /api/v1/explore/?permalink_key=`) resolves.
 * A form post of `form_data` to `/explore/` or `/superset/explore/` lands on the page the same way.
 */
export function registerLegacyExplorePages(
  app: FastifyInstance,
  deps: ExploreAccessDeps & { formData: FormDataCache },
): void {
  for (const url of ['/superset/explore', '/superset/explore/'])
    app.get(url, { config: EXPLORE_PAGE, schema: redirectDoc }, async (req, reply) =>
      reply.redirect(await exploreRedirect(deps, req.user!, queryOf(req)), 302),
    );

  // Superset's exploreChart posts `form_data` to the Explore page (a new window): the state goes
  // into a form-data key and the browser is sent to the page (303, so a reload does not re-post).
  const pagePosts: [string, FastifyContextConfig][] = [
    ['/superset/explore/', EXPLORE_PAGE],
    ['/explore/', PERMALINK_PAGE],
  ];
  for (const [url, config] of pagePosts)
    app.post(url, { config, schema: formPostDoc }, async (req, reply) => {
      const query = queryOf(req);
      // The deprecated view's `action=saveas|overwrite` wrote charts; Loupe's chart API does that.
      if (query.has('action')) throw badRequest(NO_LEGACY_SAVE);
      const posted = (req.body ?? {}) as { form_data?: unknown };
      if (typeof posted.form_data === 'string') query.set('form_data', posted.form_data);
      return reply.redirect(await exploreRedirect(deps, req.user!, query), 303);
    });

  for (const url of ['/superset/explore/p/:key/', '/explore/p/:key/'])
    app.get<{ Params: { key: string } }>(
      url,
      { config: PERMALINK_PAGE, schema: { params: pathParams('key'), ...redirectDoc } },
      async (req, reply) => {
        const query = queryOf(req);
        const target = new URLSearchParams([['permalink_key', req.params.key]]);
        for (const [k, v] of query) if (k !== 'permalink_key') target.append(k, v);
        return reply.redirect(`/explore/?${target.toString()}`, 302);
      },
    );
}
