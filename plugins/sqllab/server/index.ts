// The sqllab plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { sqllabManifest } from '../index.ts';
import { sqllabMigrations } from './migrations/index.ts';
import { QUERY_PERMISSIONS } from './queries/query-permissions.ts';
import { activateQueries } from './queries/activate-queries.ts';
import { SAVED_WORK_PERMISSIONS } from './saved/saved-work-permissions.ts';
import { activateSavedWork } from './saved/activate-saved-work.ts';

export const sqllabServerPlugin = definePlugin({
  ...sqllabManifest,
  server: {
    migrations: sqllabMigrations,
    permissions: [...QUERY_PERMISSIONS, ...SAVED_WORK_PERMISSIONS],
    async activate(ctx) {
      await activateQueries(ctx);
      await activateSavedWork(ctx);
    },
  } satisfies ServerPluginPart,
});
