// The explore plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import { createResultCache, IResultCache } from '../../../server/engine/cache/index.ts';
import {
  ChartDataService,
  DEFAULT_CHART_DATA_SETTINGS,
  IAnnotationSource,
  IChartDataSettings,
} from '../../../server/engine/chart-data/index.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { ILoupeConfig } from '../../../server/host/tokens.ts';
import { ChartRenderService } from '../../../server/viz/index.ts';
import { exploreManifest } from '../index.ts';
import { ChartAnnotationSource } from './chart-annotations.ts';
import { ChartDataJobHandler } from './chart-data-job.ts';
import { EXPLORE_PERMISSIONS } from './explore-permissions.ts';
import { ExploreRoutes } from './explore-routes.ts';
import { exploreMigrations } from './migrations/index.ts';
import {
  ANNOTATION_PERMISSIONS,
  AnnotationRoutes,
  AnnotationService,
  NativeAnnotationSource,
} from './annotations/index.ts';
import { ChartApiRoutes } from './charts/chart-api-routes.ts';
import { ChartDashboardLinks, IChartDashboardLinks } from './charts/chart-dashboard-links.ts';

export const exploreServerPlugin = definePlugin({
  ...exploreManifest,
  // The chart catalogue (IVizPluginList) is the `viz` host part's: it must be active first.
  dependsOn: [...exploreManifest.dependsOn, 'viz'],
  server: {
    migrations: exploreMigrations,
    permissions: [...EXPLORE_PERMISSIONS, ...ANNOTATION_PERMISSIONS],
    providers: [
      {
        provide: IResultCache,
        useFactory: createResultCache,
        inject: [ILoupeConfig],
        dispose: (cache: IResultCache) => cache.close(),
      },
      {
        provide: IChartDataSettings,
        useFactory: (config: ILoupeConfig): IChartDataSettings => ({
          ...DEFAULT_CHART_DATA_SETTINGS,
          defaultCacheTimeout: config.cacheDefaultTimeout,
        }),
        inject: [ILoupeConfig],
      },
      AnnotationService,
      NativeAnnotationSource,
      { provide: IAnnotationSource, useClass: ChartAnnotationSource },
      ChartDataService,
      // Server-side drawing (thumbnails, `loupe chart render`): the catalogue and this plugin's chart data.
      ChartRenderService,
      // The extension point the dashboard plugin fills: which dashboards a chart is on.
      { provide: IChartDashboardLinks, useClass: ChartDashboardLinks },
    ],
    routes: [ExploreRoutes, AnnotationRoutes, ChartApiRoutes],
    jobs: [ChartDataJobHandler],
  } satisfies ServerPluginPart,
});
