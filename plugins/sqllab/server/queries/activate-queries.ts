import type { ServerPluginContext } from '../../../../server/host/server-plugin.ts';

/** Skeleton: query execution, results, stop and the Query API are wired here. */
export async function activateQueries(_ctx: ServerPluginContext): Promise<void> {}
