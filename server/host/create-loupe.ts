import 'reflect-metadata';
import fs from 'node:fs';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { Kernel } from '../../core/kernel/kernel.ts';
import type { LoupeConfig } from '../config/config-schema.ts';
import type { AsyncEventBus } from '../async-events/async-event-bus.ts';
import { createBackgroundServices } from '../jobs/background-services.ts';
import type { JobQueueService } from '../jobs/job-queue-service.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { installNulGuard } from '../http/nul-guard.ts';
import { installOpenApi, registerOpenApiRoutes } from '../http/openapi.ts';
import type { DeclaredRoute } from '../security/access.ts';
import { registerLoginPage } from '../security/login-page.ts';
import { installLoginThrottle } from '../security/login-throttle.ts';
import { IPermissionCatalog, PermissionCatalog } from '../security/permission-catalog.ts';
import { syncRoles } from '../security/role-sync.ts';
import { resolveSecretKeys } from '../security/secret-key.ts';
import { installSecurityHooks } from '../security/security-hooks.ts';
import { registerSecurityAdminRoutes } from '../security/security-admin-routes.ts';
import { registerSecurityRoutes } from '../security/security-routes.ts';
import { createSecurityServices, type SecurityServices } from '../security/security-services.ts';
import { IUserService } from '../security/user-service.ts';
import { migrateOwner } from '../store/migrate.ts';
import { openStore } from '../store/open-store.ts';
import { platformMigrations } from '../store/platform-migrations/index.ts';
import { IMetadataDb, IMetadataStore } from '../store/store.ts';
import { IRowLevelSecurity, NO_ROW_LEVEL_SECURITY } from '../engine/row-level-security.ts';
import { GuestPolicy, IGuestPolicy } from '../security/guest-policy.ts';
import { IGuestUsers } from '../security/guest-users.ts';
import { activatePlugin, pluginScope } from './activate-plugin.ts';
import { ensureAdmin, type AdminBootstrap } from './ensure-admin.ts';
import { registerAvailableDomainsRoute, registerFavicon, registerHealthRoutes } from './core-routes.ts';
import { requestId } from './request-id.ts';
import { installSecurityHeaders } from './security-headers.ts';
import type { ServerPlugin, ServerPluginContext, ServerPluginPart } from './server-plugin.ts';
import { ILogger, ILoupeConfig, IPublicAccess, ISecretBox, IWebPages } from './tokens.ts';
import { registerWebApp } from './web-assets.ts';

export interface CreateLoupeOptions {
  config: LoupeConfig;
  plugins: readonly ServerPlugin[];
  /** First-start work: the admin user and each plugin's bootstrap (examples). Default true. */
  bootstrap?: boolean;
  /** Long first-start steps (examples build) report here; the CLI draws a progress line. */
  onProgress?: (p: { plugin: string; step: string; done: number; total: number }) => void;
}

export interface Loupe {
  readonly app: FastifyInstance;
  readonly config: LoupeConfig;
  readonly container: DependencyContainer;
  readonly store: IMetadataStore;
  readonly security: SecurityServices;
  /** Every route with the access it declares (the security test walks them all). */
  readonly routes: readonly DeclaredRoute[];
  readonly admin: AdminBootstrap;
  /** True when this start generated `<dataDir>/secret_key` because LOUPE_SECRET_KEY was unset. */
  readonly secretKeyGenerated: boolean;
  /** The background job queue (in-process, or BullMQ when LOUPE_REDIS_URL is set). */
  readonly jobs: JobQueueService;
  /** Async query events (in-process, or Redis streams). */
  readonly asyncEvents: AsyncEventBus;
  listen(): Promise<string>;
  /** Stops taking requests, finishes those in flight, then disposes plugins and the store. */
  close(): Promise<void>;
}

/**
 * Builds a whole Loupe: used by `loupe serve`, the CLI's local commands and the test harness.
 * Start order: data folder and keys → metadata store and migrations (platform, then each
 * plugin's) → HTTP app and security → plugins activate in dependency order → built-in roles are
 * synced → first-start bootstrap (admin user, plugins' bootstrap such as the examples).
 */
export async function createLoupe(opts: CreateLoupeOptions): Promise<Loupe> {
  const { config } = opts;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = resolveSecretKeys(config.secretKey, config.dataDir);

  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: requestId,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // LOUPE_ENABLE_PROXY_FIX, as Superset's ProxyFix (x_for=1, x_proto=1, x_host=1): the one proxy
    // in front, whatever its address, says who the client is and whether it came over TLS. Only for
    // a Loupe every request reaches through that proxy. (A hop count here would trust nothing:
    // Fastify fails closed on numbers, so the same rule is given as a function.)
    trustProxy: config.enableProxyFix ? (_address: string, hop: number) => hop < 1 : false,
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: true,
        useDefaults: true,
        allowUnionTypes: true,
      },
    },
  });
  let shuttingDown = false;
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // Responses finishing during shutdown close their keep-alive connection, so the server
    // stops as soon as the last one is sent instead of waiting for idle timeouts.
    if (shuttingDown) reply.header('connection', 'close');
  });
  if (keys.generated)
    app.log.warn(
      { file: `${config.dataDir}/secret_key` },
      'LOUPE_SECRET_KEY is not set: generated one into the data folder. Set the same LOUPE_SECRET_KEY on every process of a cluster.',
    );

  const store = await openStore({
    url: config.metadataUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) => app.log.warn({ err }, 'a metadata store connection failed'),
  });
  const catalog = new PermissionCatalog();
  const security = createSecurityServices(store.db, config, keys, catalog, store.dialect);
  const routes: DeclaredRoute[] = [];
  const container = rootContainer.createChildContainer();
  container.register(IMetadataStore, { useValue: store });
  container.register(IMetadataDb, { useValue: store.db });
  container.register(ILoupeConfig, { useValue: config });
  container.register(ILogger, { useValue: app.log });
  container.register(ISecretBox, { useValue: security.secrets });
  container.register(IPermissionCatalog, { useValue: catalog });
  container.register(IUserService, { useValue: security.users });
  container.register(IPublicAccess, { useValue: security });
  // Optional services have an explicit default: no row-level filters until a plugin provides them.
  container.register(IRowLevelSecurity, { useValue: NO_ROW_LEVEL_SECURITY });
  // Guests of embedded dashboards reach nothing beyond their role until the dashboard plugin installs its rules.
  container.register(IGuestPolicy, { useValue: new GuestPolicy() });
  container.register(IGuestUsers, { useValue: security.guests });
  const background = createBackgroundServices(config, app, keys.asyncToken);
  background.register(container);

  const contextFor = (pluginId: string, track: ServerPluginContext['track']): ServerPluginContext => ({
    pluginId,
    app,
    container,
    store,
    config,
    logger: app.log.child({ plugin: pluginId }),
    security,
    track,
  });

  const kernel = new Kernel<ServerPluginPart, ServerPluginContext>(opts.plugins, {
    select: (p) => p.server as ServerPluginPart | undefined,
    prepare: async (parts) => {
      for (const { id, part } of parts) if (part.migrations) await migrateOwner(store, id, part.migrations);
    },
    context: contextFor,
    activate: (part, ctx) => activatePlugin(app, container, part, ctx),
  });

  try {
    await migrateOwner(store, 'platform', platformMigrations);
    await app.register(cookie);
    await installSecurityHeaders(app, config);
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    installErrorHandler(app);
    installNulGuard(app);
    installSecurityHooks(app, security, routes);
    await installOpenApi(app);
    registerHealthRoutes(app, store, config.redisUrl ? () => background.jobs.ping() : null);
    registerFavicon(app);
    registerAvailableDomainsRoute(app);
    const loginThrottle = installLoginThrottle(app, config);
    registerSecurityRoutes(app, security, loginThrottle);
    await registerOpenApiRoutes(app);
    registerSecurityAdminRoutes(app, { store, catalog, users: security.admin.users, roles: security.admin.roles });
    await background.install(app);
    registerLoginPage(app, security, loginThrottle);
    container.register(IWebPages, { useValue: await registerWebApp(app, config, app.log) });

    await kernel.start();
    for (const p of kernel.plugins)
      for (const pv of (p.server as ServerPluginPart | undefined)?.permissions ?? []) catalog.add(pv.perm, pv.view);
    await app.ready();
    await syncRoles(store.db, catalog.all(), config.publicRoleLike);
    background.start();
    let admin: AdminBootstrap = { created: false, generatedPassword: null };
    if (opts.bootstrap !== false) {
      admin = await ensureAdmin(security.users, config.adminPassword);
      for (const p of kernel.plugins) {
        const Bootstrap = (p.server as ServerPluginPart | undefined)?.bootstrap;
        if (!Bootstrap) continue;
        const scope = pluginScope(container, { logger: app.log.child({ plugin: p.id }) });
        await scope
          .resolve(Bootstrap)
          .run((step, done, total) => opts.onProgress?.({ plugin: p.id, step, done, total }));
      }
    }
    await security.sessions.purgeExpired();

    let closing: Promise<void> | undefined;
    return {
      app,
      config,
      container,
      store,
      security,
      routes,
      admin,
      secretKeyGenerated: keys.generated,
      jobs: background.jobs,
      asyncEvents: background.events,
      listen: () => app.listen({ host: config.host, port: config.port }),
      close: () =>
        (closing ??= (async () => {
          shuttingDown = true;
          const force = setTimeout(() => app.server.closeAllConnections?.(), config.shutdownTimeoutMs);
          try {
            await app.close();
          } finally {
            clearTimeout(force);
            await background
              .stopJobs(config.shutdownTimeoutMs)
              .catch((err: unknown) => app.log.error({ err }, 'background jobs did not stop cleanly'));
            await kernel.stop().catch((err: unknown) => app.log.error({ err }, 'a plugin failed to stop cleanly'));
            await background
              .close()
              .catch((err: unknown) => app.log.error({ err }, 'async events did not close cleanly'));
            await store.destroy();
          }
        })()),
    };
  } catch (err) {
    await app.close().catch(() => undefined);
    await background.stopJobs(0).catch(() => undefined);
    await kernel.stop().catch(() => undefined);
    await background.close().catch(() => undefined);
    await store.destroy().catch(() => undefined);
    throw err;
  }
}
