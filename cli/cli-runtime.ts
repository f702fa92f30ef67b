import type { Command } from 'commander';
import type { InjectionToken } from 'tsyringe';
import { ConfigError, loadConfig } from '../server/config/load-config.ts';
import type { LoupeConfig } from '../server/config/config-schema.ts';
import type { Loupe } from '../server/host/create-loupe.ts';
import { loadServerHost } from './server-host.ts';

/** Thrown for a problem the user can fix; printed as one clear line, exit code 2. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

export interface GlobalOptions {
  config?: string;
  dataDir?: string;
}

export interface CliRuntime {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  /** The configuration the global flags, LOUPE_CONFIG and LOUPE_* describe. */
  config(cmd: Command, overrides?: Partial<LoupeConfig>): LoupeConfig;
  /**
   * A Loupe on the configured data folder without serving HTTP, for commands that work on the
   * metadata directly (`init`, `user create`, `db …`). First-start bootstrap runs only when asked.
   */
  withLoupe<T>(cmd: Command, fn: (loupe: Loupe) => Promise<T>, opts?: { bootstrap?: boolean }): Promise<T>;
  /** `withLoupe`, handing `fn` the service a plugin provides under `service` (the host resolves it, not the plugin). */
  withService<S, T>(cmd: Command, service: InjectionToken<S>, fn: (service: S, loupe: Loupe) => Promise<T>): Promise<T>;
}

export function createRuntime(io: {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
}): CliRuntime {
  const runtime: CliRuntime = {
    ...io,
    config(cmd, overrides = {}) {
      const g = cmd.optsWithGlobals<GlobalOptions>();
      try {
        return loadConfig({
          env: io.env,
          file: g.config ?? null,
          overrides: { ...(g.dataDir ? { dataDir: g.dataDir } : {}), ...overrides },
          onWarning: (m) => io.err.write(`loupe: warning: ${m}\n`),
        });
      } catch (err) {
        if (err instanceof ConfigError) throw new CliError(err.message);
        throw err;
      }
    },
    async withLoupe(cmd, fn, opts = {}) {
      // Local commands speak to a person: they say what matters themselves, logs only on errors.
      // They never work background jobs: that is for `loupe serve` and `loupe worker`.
      const config = runtime.config(cmd, {
        logLevel: (io.env.LOUPE_LOG_LEVEL as LoupeConfig['logLevel']) ?? 'error',
        workers: false,
      });
      const { createLoupe, SERVER_PLUGINS, progressReporter } = await loadServerHost();
      const progress = progressReporter(io.err);
      const loupe = await createLoupe({
        config,
        plugins: SERVER_PLUGINS,
        bootstrap: opts.bootstrap ?? false,
        onProgress: progress.update,
      });
      progress.done();
      try {
        return await fn(loupe);
      } finally {
        await loupe.close();
      }
    },
    withService: (cmd, service, fn) => runtime.withLoupe(cmd, (loupe) => fn(loupe.container.resolve(service), loupe)),
  };
  return runtime;
}
