import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DependencyContainer, InjectionToken } from 'tsyringe';
import type { Disposable } from '../../core/kernel/disposable.ts';
import type { PluginManifest } from '../../core/kernel/plugin.ts';
import type { LoupeConfig } from '../config/config-schema.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import type { PermissionView } from '../security/permission-catalog.ts';
import type { SecurityServices } from '../security/security-services.ts';
import type { MigrationSet } from '../store/migrate.ts';
import type { IMetadataStore } from '../store/store.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Constructor<T> = new (...args: any[]) => T;

/**
 * A service a plugin provides (see server/host/README.md): a class (`@injectable()`, every
 * constructor parameter `@inject(IToken)`), a value, or a factory of the listed tokens. The host
 * registers it as a singleton when the plugin activates and builds it at once; `dispose` runs at
 * shutdown, in reverse order. A bare class stands for `{ provide: Class, useClass: Class }`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a provider names any class, token or factory
   shape; the container checks nothing more (tsyringe's own types take `any` here too). */
export type ServerProvider =
  | Constructor<any>
  | { provide: InjectionToken<any>; useClass: Constructor<any>; dispose?: (instance: any) => unknown }
  | { provide: InjectionToken<any>; useValue: unknown }
  | {
      provide: InjectionToken<any>;
      useFactory: (...deps: any[]) => unknown;
      inject?: readonly InjectionToken<unknown>[];
      dispose?: (instance: any) => unknown;
    };
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A plugin's routes: an injectable class whose `register` adds them to the plugin's own Fastify scope. */
export interface ServerRoutes {
  register(app: FastifyInstance): void | Promise<void>;
}

/** First-start work run after every plugin is active and roles are synced (the examples). */
export interface ServerBootstrap {
  run(progress: (step: string, done: number, total: number) => void): Promise<void>;
}

/** What a feature plugin brings to the server host. */
export interface ServerPluginPart {
  /** This plugin's own tables; run before any plugin activates, each owner on its own. */
  migrations?: MigrationSet;
  /** Permission/view pairs beyond those its routes declare (menus, feature permissions). */
  permissions?: PermissionView[];
  /** Its services, for itself and the plugins activated after it. */
  providers?: readonly ServerProvider[];
  /** Its route modules, resolved by the host and registered inside `app.register` (Fastify encapsulation). */
  routes?: readonly Constructor<ServerRoutes>[];
  /** Its background jobs' handlers, resolved by the host and registered on the job queue. */
  jobs?: readonly Constructor<JobHandler<never>>[];
  /** Its first-start work, resolved by the host. */
  bootstrap?: Constructor<ServerBootstrap>;
  /**
   * A low-level hook for small test plugins: called inside the plugin's Fastify scope after its
   * routes. Feature plugins declare providers and routes instead.
   */
  activate?(ctx: ServerPluginContext): void | Promise<void>;
}

export interface ServerPluginContext {
  readonly pluginId: string;
  /** The plugin's own encapsulated Fastify scope. */
  readonly app: FastifyInstance;
  readonly container: DependencyContainer;
  readonly store: IMetadataStore;
  readonly config: LoupeConfig;
  readonly logger: FastifyBaseLogger;
  readonly security: SecurityServices;
  /** Registers something to undo at shutdown (in reverse order of registration). */
  track(d: Disposable): void;
}

export type ServerPlugin = PluginManifest<ServerPluginPart>;
