// The explore plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { exploreManifest } from '../index.ts';
import { activateExplore } from './activate-explore.ts';
import { EXPLORE_PERMISSIONS } from './explore-permissions.ts';
import { exploreMigrations } from './migrations/index.ts';

export const exploreServerPlugin = definePlugin({
  ...exploreManifest,
  server: {
    migrations: exploreMigrations,
    permissions: EXPLORE_PERMISSIONS,
    activate: activateExplore,
  } satisfies ServerPluginPart,
});
