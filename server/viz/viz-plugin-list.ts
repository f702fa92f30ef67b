import { token } from '../../core/di/token.ts';
import type { VizPlugin } from '../../core/viz/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVizPlugin = VizPlugin<any, any>;

/**
 * The chart types this server draws. The composition root (server/plugins.ts) provides the
 * built-in catalogue under this token; server/viz never imports viz-plugins itself.
 */
export type IVizPluginList = readonly AnyVizPlugin[];
export const IVizPluginList = token<IVizPluginList>('IVizPluginList');

/** The plugin drawing `vizType`, or null. */
export function findVizPlugin(plugins: IVizPluginList, vizType: unknown): AnyVizPlugin | null {
  if (typeof vizType !== 'string') return null;
  return plugins.find((plugin) => plugin.key === vizType) ?? null;
}
