import { createRoot } from 'react-dom/client';
import type { BootstrapData } from '../../../../web/app/bootstrap.ts';
import { parseUiConfig } from '../../../../web/embedded/ui-config.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import { EmbeddedApp } from './embedded-app.tsx';
import { EmbeddedDashboard } from './embedded-dashboard.tsx';
import { startEmbeddedSession, type EmbeddedBootstrap } from './embedded-session.ts';

/**
 * The web app in embedded mode (`/embedded/<uuid>`): no shell or navigation, the switchboard to
 * the host, then the dashboard page for the guest, as the address's `uiConfig` asks.
 */
export function startEmbeddedPage(
  el: HTMLElement,
  boot: EmbeddedBootstrap & BootstrapData,
  registry: IVizRegistry,
): void {
  const uiConfig = parseUiConfig(window.location.search);
  startEmbeddedSession(boot);
  createRoot(el).render(
    <EmbeddedApp
      dashboardId={boot.embedded.dashboard_id}
      uiConfig={uiConfig}
      renderDashboard={({ dashboardId }) => (
        <EmbeddedDashboard dashboardId={dashboardId} uiConfig={uiConfig} bootstrap={boot} registry={registry} />
      )}
    />,
  );
}
