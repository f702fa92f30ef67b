// The catalog plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { catalogManifest } from '../index.ts';
import { activateCatalog, bootstrapCatalog } from './activate-catalog.ts';
import { catalogMigrations } from './migrations/index.ts';
import { CATALOG_PERMISSIONS } from './catalog-permissions.ts';

export const catalogServerPlugin = definePlugin({
  ...catalogManifest,
  server: {
    migrations: catalogMigrations,
    permissions: CATALOG_PERMISSIONS,
    activate: activateCatalog,
    bootstrap: bootstrapCatalog,
  } satisfies ServerPluginPart,
});
