// The web host's composition root: every web plugin it runs, listed explicitly, and the charts.
import { EXAMPLE_CHARTS } from '../fixtures/example-charts/index.ts';
import { catalogWebPlugin } from '../plugins/catalog/web/index.ts';
import { dashboardWebPlugin } from '../plugins/dashboard/web/index.ts';
import { exploreWebPlugin } from '../plugins/explore/web/index.ts';
import { dynamicPluginsWebPlugin } from '../plugins/dynamic-plugins/web/index.ts';
import { annotationsWebPlugin } from '../plugins/explore/web/annotations/annotations-web-plugin.ts';
import { chartListWebPlugin } from '../plugins/explore/web/chart-list/chart-list-web-plugin.ts';
import { sqllabWebPlugin } from '../plugins/sqllab/web/index.ts';
import { BUILT_IN_VIZ_PLUGINS } from '../viz-plugins/catalogue.ts';
import type { WebPlugin } from './app/web-plugin.ts';
import { homeWebPlugin } from './home/home-page.ts';
import { securityWebPlugin } from './security/security-plugin.ts';
import { shellWebPlugin } from './shell/shell-plugin.ts';
import type { GalleryExample } from './viz/viz-host-context.ts';
import type { AnyVizPlugin } from './viz/viz-registry.ts';
import { vizWebPlugin } from './viz/viz-web-plugin.ts';

export const WEB_PLUGINS: readonly WebPlugin[] = [
  shellWebPlugin,
  homeWebPlugin,
  catalogWebPlugin,
  sqllabWebPlugin,
  exploreWebPlugin,
  securityWebPlugin,
  vizWebPlugin,
  annotationsWebPlugin,
  chartListWebPlugin,
  dashboardWebPlugin,
];

/** Web plugins that run only with a feature flag on (Superset shows their menus only then). */
export const FLAGGED_WEB_PLUGINS: readonly { flag: string; plugin: WebPlugin }[] = [
  { flag: 'DYNAMIC_PLUGINS', plugin: dynamicPluginsWebPlugin },
];

/** The built-in chart catalogue, handed to the viz registry. */
export const VIZ_PLUGINS: readonly AnyVizPlugin[] = BUILT_IN_VIZ_PLUGINS;

/** The example charts the chart gallery draws. */
export const GALLERY_EXAMPLES: readonly GalleryExample[] = EXAMPLE_CHARTS;
