import { token } from '../../../../core/di/token.ts';
import type { Disposable } from '../../../../core/kernel/disposable.ts';
import type { ServerProvider } from '../../../../server/host/server-plugin.ts';
import { ILoupeConfig } from '../../../../server/host/tokens.ts';
import { IMetadataStore } from '../../../../server/store/store.ts';
import { IChartDashboardLinks } from '../../../explore/server/exports.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { DashboardChartLinker } from './dashboard-chart-linker.ts';
import { DashboardLookup } from './dashboard-lookup.ts';

/** The dashboard plugin's entry in explore's IChartDashboardLinks, removed at shutdown. */
export const IDashboardChartLinks = token<Disposable>('DashboardChartLinks');

export const dashboardChartLinksProvider: ServerProvider = {
  provide: IDashboardChartLinks,
  useFactory: (links: IChartDashboardLinks, store: IMetadataStore, config: ILoupeConfig) =>
    links.provide(
      new DashboardChartLinker(
        new DashboardLookup(store.db as unknown as DashboardDb, store.dialect, {
          rbac: Boolean(config.featureFlags.DASHBOARD_RBAC),
        }),
      ),
    ),
  inject: [IChartDashboardLinks, IMetadataStore, ILoupeConfig],
  dispose: (registration: Disposable) => registration.dispose(),
};
