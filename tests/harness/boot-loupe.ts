import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config/load-config.ts';
import type { LoupeConfig } from '../../server/config/config-schema.ts';
import { createLoupe, type Loupe } from '../../server/host/create-loupe.ts';
import type { ServerPlugin } from '../../server/host/server-plugin.ts';
import { SERVER_PLUGINS } from '../../server/plugins.ts';
import { ApiClient } from './api-client.ts';

export const ADMIN_PASSWORD = 'admin-password';

export interface BootOptions {
  plugins?: readonly ServerPlugin[];
  config?: Partial<LoupeConfig>;
  /** Build and register the examples database (slow-ish; shared through a cached copy). */
  examples?: boolean;
}

export interface BootedLoupe {
  loupe: Loupe;
  url: string;
  dataDir: string;
  login(username?: string, password?: string): Promise<ApiClient>;
  anonymous(): ApiClient;
  close(): Promise<void>;
}

/**
 * A whole Loupe on a free port with a temporary data folder: the same createLoupe as
 * `npm start`, with the admin password fixed so tests can sign in.
 */
export async function bootLoupe(opts: BootOptions = {}): Promise<BootedLoupe> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-harness-'));
  if (opts.examples) {
    const { cachedExamplesFile } = await import('./examples-cache.ts');
    fs.copyFileSync(await cachedExamplesFile(), path.join(dataDir, 'examples.duckdb'));
  }
  const config = loadConfig({
    env: {},
    overrides: {
      dataDir,
      port: 0,
      logLevel: 'silent',
      adminPassword: ADMIN_PASSWORD,
      examples: opts.examples ?? false,
      secretKey: 'harness-secret-key-harness-secret-key',
      ...opts.config,
    },
  });
  const loupe = await createLoupe({ config, plugins: opts.plugins ?? SERVER_PLUGINS });
  const address = await loupe.listen();
  const url = address.replace('[::1]', '127.0.0.1');
  return {
    loupe,
    url,
    dataDir,
    login: (username = 'admin', password = ADMIN_PASSWORD) => ApiClient.login(url, username, password),
    anonymous: () => new ApiClient(url),
    async close() {
      await loupe.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
