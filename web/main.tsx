// The web host's entry: read the bootstrap payload, apply the theme, gather the plugins'
// contributions through the kernel, set up the viz registry and render the shell. Wiring only.
import { createRoot } from 'react-dom/client';
import { readBootstrap, makePermissionCheck } from './app/bootstrap.ts';
import { startWebHost } from './app/web-contributions.ts';
import { FLAGGED_WEB_PLUGINS, GALLERY_EXAMPLES, VIZ_PLUGINS, WEB_PLUGINS } from './plugins.ts';
import { AppShell } from './shell/app-shell.tsx';
import { initTheme } from './theme/theme-store.ts';
import { startDynamicPlugins } from './viz/dynamic-plugins.ts';
import { VizRegistryContext } from './viz/viz-context.ts';
import { GalleryExamplesContext } from './viz/viz-host-context.ts';
import { VizRegistry } from './viz/viz-registry.ts';
import type { EmbeddedBootstrap } from '../plugins/dashboard/web/embedded/embedded-session.ts';
import { startEmbeddedPage } from '../plugins/dashboard/web/embedded/start-embedded-page.tsx';
import './theme/base.css';
import './shell/shell.css';
import './shell/top-nav.css';
import './palette/palette.css';
import './toasts/toasts.css';

const el = document.getElementById('app')!;
const bootstrap = readBootstrap(el);
initTheme(bootstrap.common.theme.default);
// `/embedded/<uuid>`: the dashboard alone, driven by the host page through the embedding SDK.
const embedded = bootstrap as Partial<EmbeddedBootstrap>;
if (embedded.embedded && embedded.config) {
  // Statically imported: the SDK posts its port once, on the frame's load, so the listener must be
  // in place before any chunk is awaited.
  startEmbeddedPage(el, { ...bootstrap, ...(embedded as EmbeddedBootstrap) }, new VizRegistry(VIZ_PLUGINS));
} else await startApp();

async function startApp() {
  const can = makePermissionCheck(bootstrap.user);
  const flags = bootstrap.common.feature_flags;
  const plugins = [...WEB_PLUGINS, ...FLAGGED_WEB_PLUGINS.filter((f) => flags[f.flag]).map((f) => f.plugin)];
  const { contributions } = await startWebHost(plugins, can);
  const vizRegistry = new VizRegistry(VIZ_PLUGINS);
  // Runtime chart plugins load in the background; charts of their types draw once they register.
  if (flags.DYNAMIC_PLUGINS && can({ perm: 'can_read', view: 'DynamicPlugin' })) void startDynamicPlugins(vizRegistry);
  createRoot(el).render(
    <VizRegistryContext.Provider value={vizRegistry}>
      <GalleryExamplesContext.Provider value={GALLERY_EXAMPLES}>
        <AppShell value={{ bootstrap, contributions, can }} />
      </GalleryExamplesContext.Provider>
    </VizRegistryContext.Provider>,
  );
}
