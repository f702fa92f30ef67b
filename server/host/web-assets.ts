import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_OUT_DIR, ensureWebBuild, type WebManifest } from '../../web/build/build-web.ts';
import type { LoupeConfig } from '../config/config-schema.ts';
import { notFound } from '../http/errors.ts';
import type { Access } from '../security/access.ts';
import type { AuthUser } from '../security/auth-user.ts';
import type { IWebPages } from './tokens.ts';
import { webBootstrap } from './web-bootstrap.ts';
import { ASSET_PREFIX, renderWebPage } from './web-page-html.ts';
import { SHARED_MODULES, sharedModuleFile } from '../../web/viz/shared-modules.ts';

/** Where the built-in viz plugins keep their thumbnail.png (viz-plugins/<viz_type>/). */
const VIZ_PLUGINS_DIR = path.resolve(import.meta.dirname, '../../viz-plugins');
const VIZ_TYPE = /^[A-Za-z0-9_-]{1,250}$/;
/** `shared-react.js`, not `shared-react-HASH.js` (web/viz/shared-modules.ts). */
const UNHASHED_SHARED = new RegExp(
  `^(${SHARED_MODULES.map((m) => sharedModuleFile(m.name))
    .join('|')
    .replace(/\./g, '\\.')})$`,
);

/** The web app's pages at Superset's paths, with the title shown until the app takes over. */
export const WEB_PAGES: readonly { url: string; title: string; access?: Access }[] = [
  { url: '/superset/welcome/', title: 'Home' },
  { url: '/sqllab/', title: 'SQL Lab' },
  { url: '/explore/', title: 'Explore' },
  { url: '/superset/dashboard/:idOrSlug/', title: 'Dashboard' },
  { url: '/chart/list/', title: 'Charts' },
  { url: '/dashboard/list/', title: 'Dashboards' },
  { url: '/tablemodelview/list/', title: 'Datasets' },
  { url: '/databaseview/list/', title: 'Databases' },
  { url: '/savedqueryview/list/', title: 'Saved queries' },
  { url: '/users/list/', title: 'List Users', access: { perm: 'can_read', view: 'User' } },
  { url: '/roles/list/', title: 'List Roles', access: { perm: 'can_read', view: 'Role' } },
  {
    url: '/rowlevelsecurity/list/',
    title: 'Row Level Security',
    access: { perm: 'can_read', view: 'Row Level Security' },
  },
  { url: '/user_info/', title: 'User info' },
  { url: '/chart/gallery/', title: 'Chart gallery' },
  { url: '/dynamic-plugins/list/', title: 'Plugins', access: { perm: 'can_read', view: 'DynamicPlugin' } },
  { url: '/annotationlayer/list/', title: 'Annotation Layers', access: { perm: 'can_read', view: 'Annotation' } },
  { url: '/annotationlayer/:pk/annotation/', title: 'Annotations', access: { perm: 'can_read', view: 'Annotation' } },
  { url: '/csstemplatemodelview/list/', title: 'CSS Templates', access: { perm: 'can_read', view: 'CssTemplate' } },
];

/** `main-HASH.js`, `editor.worker-HASH.js` (a dot inside the name), `asset-x-HASH.woff2`: no path, no `..`. */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)+$/;
/** RFC 9239's type for scripts (@fastify/send's mime table says application/javascript). */
const JS_TYPE = 'text/javascript; charset=utf-8';

/**
 * Serves the web app: the bundle (built when the server starts listening if missing or stale,
 * and rebuilt when a source changes under a running server) with year-long immutable caching for hashed files, the
 * theme stylesheet for server-rendered pages, and the page routes, which answer signed-in users
 * with the app's HTML (never cached) and send anonymous ones to /login/?next=….
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: LoupeConfig,
  log: FastifyBaseLogger,
  outDir = DEFAULT_OUT_DIR,
): Promise<IWebPages> {
  let manifest: WebManifest | null = null;
  let checking: Promise<WebManifest> | null = null;
  // Checked on each page load (a stat of the sources, about a millisecond), so a source change
  // shows on the next reload; the first check builds when there is no build yet.
  const current = (): Promise<WebManifest> =>
    (checking ??= ensureWebBuild(outDir)
      .then((r) => {
        if (r.built)
          log.info(
            { outDir, files: r.manifest.files.length },
            manifest ? 'rebuilt the web app after a source change' : 'built the web app',
          );
        manifest = r.manifest;
        return r.manifest;
      })
      .catch((err: unknown) => {
        if (!manifest) throw err;
        log.error({ err }, 'rebuilding the web app failed; serving the previous build');
        return manifest;
      })
      .finally(() => {
        checking = null;
      }));
  // A serving process builds as it starts listening; processes that never listen (local CLI
  // commands, workers) never build.
  app.addHook('onListen', async () => {
    await current();
  });

  // @fastify/static sends the files (ETag, ranges, the .br/.gz twin the client accepts, Vary);
  // this route decides which names are assets: no manifest, no compressed twin by its own name.
  await app.register(fastifyStatic, {
    root: path.resolve(outDir),
    serve: false,
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
    suppressWarning: true,
  });
  app.get<{ Params: { file: string } }>(
    `${ASSET_PREFIX}:file`,
    {
      config: { access: 'public' },
      logLevel: 'warn',
      onSend: async (_req, reply, payload) => {
        if (String(reply.getHeader('content-type') ?? '').startsWith('application/javascript'))
          reply.header('content-type', JS_TYPE);
        return payload;
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      if (!ASSET_NAME.test(file) || file === 'manifest.json' || /\.(br|gz)$/.test(file)) throw notFound();
      // The import map's modules keep their names across builds: revalidated, never immutable.
      if (UNHASHED_SHARED.test(file)) return reply.sendFile(file, { maxAge: 0, immutable: false });
      return reply.sendFile(file);
    },
  );

  // Built-in plugins' gallery thumbnails: not hashed, so cached briefly rather than immutably.
  app.get<{ Params: { vizType: string } }>(
    '/static/viz/:vizType/thumbnail.png',
    { config: { access: 'public' }, logLevel: 'warn' },
    async (req, reply) => {
      const { vizType } = req.params;
      if (!VIZ_TYPE.test(vizType)) throw notFound();
      const file = path.join(VIZ_PLUGINS_DIR, vizType, 'thumbnail.png');
      if (!fs.existsSync(file)) throw notFound();
      return reply.sendFile(path.join(vizType, 'thumbnail.png'), VIZ_PLUGINS_DIR, { maxAge: '5m', immutable: false });
    },
  );

  app.get('/static/theme.css', { config: { access: 'public' }, logLevel: 'warn' }, async (req, reply) => {
    const m = await current();
    const etag = `"${m.theme}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/css; charset=utf-8').send(await fs.promises.readFile(path.join(outDir, m.theme)));
  });

  app.get('/', { config: { access: 'public' } }, async (_req, reply) => reply.redirect('/superset/welcome/'));

  const pages: IWebPages = {
    render: async (user, title, extraBootstrap = {}) =>
      renderWebPage({
        manifest: await current(),
        bootstrap: { ...webBootstrap(user, config), ...extraBootstrap },
        title,
      }),
  };

  for (const page of WEB_PAGES) {
    // `/sqllab` → `/sqllab/`, as Superset's routes do (the query string kept).
    app.get(page.url.slice(0, -1), { config: { access: 'public' } }, async (req, reply) => {
      const q = req.url.indexOf('?');
      return reply.redirect(`${req.url.slice(0, q < 0 ? undefined : q)}/${q < 0 ? '' : req.url.slice(q)}`, 301);
    });
    const config = {
      access: page.access ?? ('authenticated' as const),
      loginRedirect: true,
      // A signed-in user without the page's permission gets the app with a 403: it shows that
      // the page is not theirs to open, in the app's own frame.
      forbiddenPage: (user: AuthUser) => pages.render(user, page.title),
    };
    app.get(page.url, { config }, async (req, reply) => {
      const html = await pages.render(req.user!, page.title);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache, private').send(html);
    });
  }
  return pages;
}
