import type { FastifyInstance } from 'fastify';
import { instanceCachingFactory, Lifecycle, type DependencyContainer, type InjectionToken } from 'tsyringe';
import type { Disposable } from '../../core/kernel/disposable.ts';
import { IJobQueue } from '../jobs/job-queue.ts';
import type { ServerPluginContext, ServerPluginPart, ServerProvider } from './server-plugin.ts';
import { ILogger } from './tokens.ts';

/**
 * Registers a plugin's providers in the shared container (as singletons, so plugins activated
 * later inject them) and builds each at once, so a missing dependency fails the start naming the
 * plugin and shutdown can dispose what was built.
 */
export function registerProviders(
  container: DependencyContainer,
  scope: DependencyContainer,
  providers: readonly ServerProvider[],
  track: (d: Disposable) => void,
): void {
  const built: { provide: InjectionToken<unknown>; dispose?: (instance: unknown) => unknown }[] = [];
  for (const p of providers) {
    if (typeof p === 'function') {
      container.register(p, { useClass: p }, { lifecycle: Lifecycle.Singleton });
      built.push({ provide: p });
    } else if ('useClass' in p) {
      container.register(p.provide, { useClass: p.useClass }, { lifecycle: Lifecycle.Singleton });
      built.push(p);
    } else if ('useFactory' in p) {
      const deps = p.inject ?? [];
      container.register(p.provide, {
        useFactory: instanceCachingFactory((c) => p.useFactory(...deps.map((t) => c.resolve(t)))),
      });
      built.push(p);
    } else {
      container.register(p.provide, { useValue: p.useValue });
    }
  }
  // Built from the plugin's scope: services log with the plugin's own logger.
  for (const { provide, dispose } of built) {
    const instance = scope.resolve(provide);
    if (dispose) track({ dispose: async () => void (await dispose(instance)) });
  }
}

/**
 * Activates one plugin: its providers, then its routes, job handlers and `activate` hook inside
 * its own Fastify scope (`app.register`: hooks and decorators it adds stay its own; the host's
 * security hooks and error handler, installed on the root before, apply to every route).
 */
export async function activatePlugin(
  app: FastifyInstance,
  container: DependencyContainer,
  part: ServerPluginPart,
  ctx: ServerPluginContext,
): Promise<void> {
  const scope = pluginScope(container, ctx);
  registerProviders(container, scope, part.providers ?? [], ctx.track);
  await app.register(async (pluginApp) => {
    for (const Routes of part.routes ?? []) await scope.resolve(Routes).register(pluginApp);
    if (part.jobs?.length) {
      const queue = scope.resolve(IJobQueue);
      for (const Handler of part.jobs) ctx.track(queue.registerHandler(scope.resolve(Handler)));
    }
    await part.activate?.({ ...ctx, app: pluginApp });
  });
}

/** The container a plugin's own classes are resolved from: the shared one, with the plugin's logger. */
export function pluginScope(
  container: DependencyContainer,
  ctx: Pick<ServerPluginContext, 'logger'>,
): DependencyContainer {
  const scope = container.createChildContainer();
  scope.register(ILogger, { useValue: ctx.logger });
  return scope;
}
