import { definePlugin } from '../../core/kernel/plugin.ts';
import type { ServerPlugin } from '../host/server-plugin.ts';
import { ChartRenderService } from './chart-render-service.ts';
import { IVizPluginList } from './viz-plugin-list.ts';

/**
 * Server-side chart drawing as a host part: the composition root hands it the chart catalogue
 * (server/plugins.ts imports viz-plugins/catalogue.ts; nothing here does). It needs the explore
 * plugin's chart-data service.
 */
export function vizServerPlugin(plugins: IVizPluginList): ServerPlugin {
  return definePlugin({
    id: 'viz',
    dependsOn: ['explore'],
    server: {
      providers: [{ provide: IVizPluginList, useValue: plugins }, ChartRenderService],
    },
  });
}
