import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DependencyContainer } from 'tsyringe';
import type { Disposable } from '../../core/kernel/disposable.ts';
import type { PluginManifest } from '../../core/kernel/plugin.ts';
import type { LoupeConfig } from '../config/config-schema.ts';
import type { PermissionView } from '../security/permission-catalog.ts';
import type { SecurityServices } from '../security/security-services.ts';
import type { MigrationSet } from '../store/migrate.ts';
import type { IMetadataStore } from '../store/store.ts';

/** What a feature plugin brings to the server host. */
export interface ServerPluginPart {
  /** This plugin's own tables; run before any plugin activates, each owner on its own. */
  migrations?: MigrationSet;
  /** Permission/view pairs beyond those its routes declare (menus, feature permissions). */
  permissions?: PermissionView[];
  activate(ctx: ServerPluginContext): void | Promise<void>;
  /** After every plugin is active and roles are synced (first-start data, background work). */
  bootstrap?(ctx: ServerPluginContext): void | Promise<void>;
}

export interface ServerPluginContext {
  readonly pluginId: string;
  readonly app: FastifyInstance;
  readonly container: DependencyContainer;
  readonly store: IMetadataStore;
  readonly config: LoupeConfig;
  readonly logger: FastifyBaseLogger;
  readonly security: SecurityServices;
  /** Reports a long step (first-start builds) to whoever started the server. */
  progress(step: string, done: number, total: number): void;
  /** Registers something to undo at shutdown (in reverse order of registration). */
  track(d: Disposable): void;
}

export type ServerPlugin = PluginManifest<ServerPluginPart>;
