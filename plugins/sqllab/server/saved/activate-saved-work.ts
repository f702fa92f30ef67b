import type { ServerPluginContext } from '../../../../server/host/server-plugin.ts';

/** Skeleton: tab state, table schemas, saved and shared queries are wired here. */
export async function activateSavedWork(_ctx: ServerPluginContext): Promise<void> {}
