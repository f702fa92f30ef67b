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
import { exploreManifest } from '../index.ts';
import { ChartAnnotationSource } from './chart-annotations.ts';
import { ChartDataJobHandler } from './chart-data-job.ts';
import { EXPLORE_PERMISSIONS } from './explore-permissions.ts';
import { ExploreRoutes } from './explore-routes.ts';
import { exploreMigrations } from './migrations/index.ts';
import { registerCharts } from './charts/register-charts.ts';
import {
  ANNOTATION_PERMISSIONS,
  AnnotationRoutes,
  AnnotationService,
  NativeAnnotationSource,
} from './annotations/index.ts';

export const exploreServerPlugin = definePlugin({
  ...exploreManifest,
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
    ],
    routes: [ExploreRoutes, AnnotationRoutes],
    jobs: [ChartDataJobHandler],
    // The chart resource needs the viz host part's catalogue, activated after this plugin: see register-charts.ts.
    activate: (ctx) => registerCharts(ctx.app, ctx.container),
  } satisfies ServerPluginPart,
});
