import { definePlugin } from '../../core/kernel/plugin.ts';
import type { ServerPlugin } from '../host/server-plugin.ts';
import { IVizPluginList } from './viz-plugin-list.ts';

/**
 * The chart catalogue as a host part: the composition root hands it the list (server/plugins.ts
 * imports viz-plugins/catalogue.ts; nothing here does) and it provides it as `IVizPluginList`. It
 * depends on nothing, so the plugins that need the catalogue (explore: viz-type checks, and its
 * `ChartRenderService` provider) depend on it and inject it.
 */
export function vizServerPlugin(plugins: IVizPluginList): ServerPlugin {
  return definePlugin({
    id: 'viz',
    server: { providers: [{ provide: IVizPluginList, useValue: plugins }] },
  });
}
